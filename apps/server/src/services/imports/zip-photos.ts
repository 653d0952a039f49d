// The photos of an import (docs/api.md "Player import", "Limits"): a zip whose image entries are
// found by file name — case-insensitive, with or without the extension, folders ignored. Its table
// of contents is checked before anything is inflated: the number of entries, the expanded size and
// the compression ratio (zip bombs), and names with `..` or an absolute path. Only the entries the
// sheet names are inflated, and each is checked again against what it declared.
import { LIMITS, MSG } from "@sah/domain";
import { fileTypeFromBuffer } from "file-type";
import type { MediaStore } from "../media/images.ts";
import { UNZIP_TEXT, unzipChecked } from "./safe-unzip.ts";

const MB = 1024 * 1024;
export const ZIP_TEXT = {
  // The shared refusals, read on use (not copied by a spread, which would format tooManyEntries now).
  get tooManyEntries() {
    return UNZIP_TEXT.tooManyEntries;
  },
  tooBig: UNZIP_TEXT.tooBig,
  badPath: UNZIP_TEXT.badPath,
  notAZip: "The photos file is not a zip archive.",
  tooLarge: `The zip can be at most ${LIMITS.importZipMaxBytes / MB} MB.`,
  damaged: "The zip archive is damaged or truncated.",
} as const;

const IMAGE_EXT = /\.(jpe?g|png|webp|gif)$/i;

export type ZipPhotos = {
  /** The entry a sheet's cell names, or undefined. */
  find(cell: string): { name: string; data: Buffer } | undefined;
};

/** `a/B.JPG` → `b.jpg`; `\\` counts as a folder separator too. */
const baseName = (p: string) => (p.split(/[\\/]/).pop() ?? "").toLowerCase();
const stem = (name: string) => name.replace(/\.[^.]*$/, "");

/** The keys a cell may be found by: its base name, and its base name without an extension. */
export function photoKeys(cell: string): string[] {
  const base = baseName(cell.trim());
  return base ? [base, stem(base)] : [];
}

/**
 * Reads the zip within the zip limits (safe-unzip.ts) and inflates the image entries whose names
 * `wanted` holds (keys as photoKeys gives them).
 */
export async function readZipPhotos(data: Buffer, wanted: Set<string>): Promise<ZipPhotos> {
  const files = await unzipChecked(data, "images", ZIP_TEXT, (name) => {
    if (!IMAGE_EXT.test(name)) return false;
    const base = baseName(name);
    return wanted.has(base) || wanted.has(stem(base));
  });
  const byKey = new Map<string, { name: string; data: Buffer }>();
  for (const [name, bytes] of files) {
    const entry = { name, data: bytes };
    const base = baseName(name);
    if (!byKey.has(base)) byKey.set(base, entry);
    if (!byKey.has(stem(base))) byKey.set(stem(base), entry);
  }
  return {
    find(cell) {
      for (const key of photoKeys(cell)) {
        const hit = byKey.get(key);
        if (hit) return hit;
      }
      return undefined;
    },
  };
}

export const IMAGE_CELL_TEXT = {
  url: "Photos are not fetched from links: put the file in the zip and write its name here.",
  noZip: "No zip of photos was sent.",
  kept: "No zip of photos was sent: the one it has is kept.",
  missing: (name: string) => `"${name}" is not in the zip.`,
} as const;

/**
 * The image a cell names (a photo, a logo): the zip's entry, or the reason it cannot be used — a link
 * (never fetched), no zip, no such entry, not an image. `has`: the row's player or team already has
 * one, which it keeps (without a zip that is a warning, not an error, and a re-import stays unchanged).
 */
export async function imageOfCell(
  cell: string,
  zip: ZipPhotos | null,
  has: boolean,
): Promise<{ error: string } | { file: { name: string; data: Buffer } | null; warning?: string }> {
  const name = cell.trim();
  if (!name) return { file: null };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(name)) return { error: IMAGE_CELL_TEXT.url };
  if (!zip) return has ? { file: null, warning: IMAGE_CELL_TEXT.kept } : { error: IMAGE_CELL_TEXT.noZip };
  const hit = zip.find(name);
  if (!hit) return { error: IMAGE_CELL_TEXT.missing(name) };
  const type = await fileTypeFromBuffer(hit.data);
  if (hit.data.length > LIMITS.imageMaxBytes || !type?.mime.match(/^image\/(jpeg|png|webp|gif)$/))
    return { error: MSG.notAnImage };
  return { file: has ? null : hit };
}

/** How many images an import re-encodes at once: sharp's work runs on libuv's pool (4 threads by default). */
export const IMAGE_CONCURRENCY = 4;

/**
 * Stores the images of an import (re-encoded like any upload, `MediaStore.saveImage`), a few at a
 * time; returns each one's URL by its owner. On a failure, the ones stored are removed first. Their
 * small copies are made after the import (writeWithImages), not here (docs/decisions/050).
 */
export async function saveImages<K>(
  media: MediaStore,
  kind: string,
  field: string,
  items: { key: K; file: { name: string; data: Buffer } }[],
  saved: string[],
): Promise<Map<K, string>> {
  const out = new Map<K, string>();
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const item = items[next++];
      try {
        const url = await media.saveImage({ field, filename: item.file.name, data: item.file.data }, kind, {
          smallCopy: "later",
        });
        saved.push(url);
        out.set(item.key, url);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  // Every worker has stopped before the first failure is thrown, so `saved` is complete for the cleanup.
  const results = await Promise.allSettled(Array.from({ length: Math.min(IMAGE_CONCURRENCY, items.length) }, worker));
  const rejected = results.find((r) => r.status === "rejected");
  if (rejected) throw rejected.reason;
  return out;
}
