// Uploaded images (docs/api.md "Images"): checked by content, re-encoded without metadata, at most 1024 px,
// with a small copy beside each (at most LIMITS.imageSmallPixels; docs/decisions/050-photo-sizes.md).
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { LIMITS, largeMediaPath, MEDIA_PATH, MSG, smallMediaPath } from "@sah/domain";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type JpegOptions, type Sharp } from "sharp";
import { fieldError } from "../errors.ts";

// libvips' operation cache helps a program that repeats work on the same image; every upload here is
// new, so it only holds memory. One thread per image: a server runs several uploads at once at most,
// and each thread keeps its own buffers (docs/decisions/042-production-footing.md).
sharp.cache(false);
sharp.concurrency(1);

/** A file of a multipart form, as routes/forms.ts readForm hands it over. */
export type UploadedFile = { field: string; filename: string; data: Buffer };

const ACCEPTED = new Map([
  ["image/jpeg", "jpg"],
  ["image/png", "png"],
  ["image/webp", "webp"],
  ["image/gif", "png"],
]);

/**
 * How an upload is stored as JPEG: mozjpeg's quantisation (trellis, its table 3, overshoot deringing),
 * progressive, quality 85 — everything `mozjpeg: true` sets except `optimiseScans`, whose search over
 * progressive scan layouts cost up to half the encode time for about 1 % of the bytes and leaves
 * the decoded pixels the same (docs/decisions/049-photo-encoding.md).
 */
const JPEG_OUTPUT = {
  quality: 85,
  trellisQuantisation: true,
  overshootDeringing: true,
  quantisationTable: 3,
  progressive: true,
} as const satisfies JpegOptions;

/** Content types of the stored formats, by file extension. */
const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

/** The output of every stored size: the format of the upload, with the same encoder settings. */
function encode(img: Sharp, ext: string): Sharp {
  return ext === "jpg" ? img.jpeg(JPEG_OUTPUT) : ext === "webp" ? img.webp({ quality: 85 }) : img.png();
}

/**
 * The small copy's output: the stored format with the same settings, except that a PNG is quantised to
 * a palette (libimagequant, dithered): a downscaled PNG loses the flat areas deflate compresses well,
 * and came out larger than the stored file (docs/decisions/050-photo-sizes.md).
 */
function encodeSmall(img: Sharp, ext: string): Sharp {
  return ext === "png" ? img.png({ palette: true, effort: 4 }) : encode(img, ext);
}

/** Whether an image of this size is its own small copy (it fits: resizing would not shrink it). */
function fitsSmall(meta: { width?: number; height?: number }): boolean {
  return Math.max(meta.width ?? Infinity, meta.height ?? Infinity) <= LIMITS.imageSmallPixels;
}

/** Fitted inside a square of `pixels`, never enlarged. */
function fitInside(img: Sharp, pixels: number): Sharp {
  return img.resize(pixels, pixels, { fit: "inside", withoutEnlargement: true });
}

/** The path below /media/ of a media URL, or null when the URL is not one of ours. */
export function mediaPathOf(url: string | null | undefined): string | null {
  if (!url?.startsWith("/media/")) return null;
  const rel = url.slice("/media/".length);
  return MEDIA_PATH.test(rel) ? rel : null;
}

/**
 * Where the files live besides this process's disk: with DATABASE_URL, PostgreSQL (shared.ts), so
 * every process serves every upload and a database backup holds them; the local folder is then this
 * process's cache. Without one (the embedded default) the folder is the store.
 */
export interface SharedMedia {
  put(rel: string, contentType: string, data: Buffer): Promise<void>;
  get(rel: string): Promise<{ contentType: string; data: Buffer } | null>;
  /** Deletes the row and tells every process to drop its cached copy. */
  delete(rel: string): Promise<void>;
  /** Which of these paths the shared store holds. */
  existing(rels: string[]): Promise<Set<string>>;
}

/** A stored file, as read(): its bytes and content type. */
export type MediaFile = { contentType: string; data: Buffer };

/**
 * The media service (docs/api.md "Images"): validates and stores uploads, removes them, reads them
 * back, and finds the local file to serve. URLs never change their content (a new upload gets a new
 * random name), so any copy of a file is good for ever.
 */
export class MediaStore {
  /** Small copies being generated, by path: concurrent requests for one missing copy share its work. */
  private readonly generating = new Map<string, Promise<string | null>>();

  constructor(
    public readonly root: string,
    private readonly shared: SharedMedia | null = null,
  ) {}

  /**
   * Validates and stores an upload; returns its public URL (`/media/<kind>/<file>`). With
   * `smallCopy: "later"` (an import's many photos) the small copy is not made here: the caller warms it
   * afterwards (`makeSmallCopies`), or the first request for it makes it.
   */
  async saveImage(
    file: UploadedFile,
    kind: string,
    { smallCopy = "now" }: { smallCopy?: "now" | "later" } = {},
  ): Promise<string> {
    if (file.data.length > LIMITS.imageMaxBytes) throw fieldError(file.field, MSG.imageTooLarge);
    const type = await fileTypeFromBuffer(file.data);
    const ext = type ? ACCEPTED.get(type.mime) : undefined;
    if (!type || !ext) throw fieldError(file.field, MSG.notAnImage);
    let out: Buffer;
    let small: Buffer | null;
    try {
      // One input for both sizes: the clones share it, each resizes and encodes its own. An image that
      // fits the small size is its own small copy (the same bytes, no second encode).
      const img = sharp(file.data, { limitInputPixels: 40_000_000, animated: false, failOn: "error" }).rotate();
      const fits = fitsSmall(await img.metadata());
      const later = smallCopy === "later" && !fits;
      const [large, resized] = await Promise.all([
        encode(fitInside(img.clone(), LIMITS.imageMaxPixels), ext).toBuffer(),
        fits || later ? null : encodeSmall(fitInside(img.clone(), LIMITS.imageSmallPixels), ext).toBuffer(),
      ]);
      out = large;
      small = later ? null : (resized ?? large);
    } catch {
      throw fieldError(file.field, MSG.notAnImage);
    }
    const rel = `${kind}/${crypto.randomBytes(12).toString("hex")}.${ext}`;
    // Only the stored size is shared (and backed up, exported, duplicated); the small copy is derived.
    if (this.shared) await this.shared.put(rel, CONTENT_TYPES[ext], out);
    await this.writeLocal(rel, out);
    if (small) await this.writeLocal(smallOf(rel), small);
    return `/media/${rel}`;
  }

  /**
   * Stores a file this server stored before (an image of a restored backup, docs/decisions/048) under
   * a new name, as it is: not re-encoded, so its bytes stay equal. It must still be what saveImage
   * writes — a JPEG, PNG or WebP within the size and pixel limits that decodes — or it is refused.
   */
  async saveStored(file: UploadedFile, kind: string, refusal: string): Promise<string> {
    if (file.data.length > LIMITS.imageMaxBytes) throw fieldError(file.field, refusal);
    const type = await fileTypeFromBuffer(file.data);
    const ext = type ? ACCEPTED.get(type.mime) : undefined;
    if (!type || !ext || type.mime === "image/gif") throw fieldError(file.field, refusal);
    try {
      const meta = await sharp(file.data, { limitInputPixels: 40_000_000, failOn: "error" }).metadata();
      if (!meta.width || !meta.height || Math.max(meta.width, meta.height) > LIMITS.imageMaxPixels) throw new Error("size");
    } catch {
      throw fieldError(file.field, refusal);
    }
    const rel = `${kind}/${crypto.randomBytes(12).toString("hex")}.${ext}`;
    if (this.shared) await this.shared.put(rel, CONTENT_TYPES[ext], file.data);
    await this.writeLocal(rel, file.data);
    return `/media/${rel}`;
  }

  /** Removes a stored file and its small copy by its URL; ignores URLs outside the store. */
  async remove(url: string | null | undefined): Promise<void> {
    const rel = mediaPathOf(url);
    if (!rel) return;
    if (this.shared) await this.shared.delete(rel);
    await this.dropLocal(rel);
  }

  /** A stored file's bytes by its URL (backups, exports); null when there is none. */
  async read(url: string | null | undefined): Promise<MediaFile | null> {
    const rel = mediaPathOf(url);
    if (!rel) return null;
    const local = await fs.readFile(this.fileOf(rel)).catch(() => null);
    if (local) return { contentType: CONTENT_TYPES[path.extname(rel).slice(1)], data: local };
    return this.shared ? this.shared.get(rel) : null;
  }

  /**
   * A copy of a stored file under a new name of the same kind (duplicating an event, docs/decisions/045):
   * each row then owns its own file, so removing one (a replaced photo, a deleted player) never breaks
   * the other. Null when the file is not one of ours or is missing.
   */
  async copy(url: string | null | undefined): Promise<string | null> {
    const rel = mediaPathOf(url);
    const file = rel ? await this.read(url) : null;
    if (!rel || !file) return null;
    const copy = `${rel.slice(0, rel.indexOf("/"))}/${crypto.randomBytes(12).toString("hex")}${path.extname(rel)}`;
    if (this.shared) await this.shared.put(copy, file.contentType, file.data);
    await this.writeLocal(copy, file.data);
    return `/media/${copy}`;
  }

  /**
   * The local file behind a path below /media/, fetched from the shared store into this process's
   * disk cache first when it is not there; null when no such file exists. A small copy
   * (`<kind>/<name>.s.<ext>`) that is missing is made from its stored file, which must exist.
   */
  async localFile(rel: string): Promise<string | null> {
    const large = largeMediaPath(rel);
    if (!large && !MEDIA_PATH.test(rel)) return null;
    const full = this.fileOf(rel);
    if (await exists(full)) return full;
    if (large) return this.generateSmall(rel, large);
    const found = this.shared ? await this.shared.get(rel) : null;
    if (!found) return null;
    await this.writeLocal(rel, found.data);
    return full;
  }

  /**
   * The small copy of a stored image, made as saveImage makes it (the seam a test counts): fitted inside
   * LIMITS.imageSmallPixels and encoded by `encodeSmall`, or the stored bytes when they already fit.
   */
  async resizeSmall(stored: Buffer, ext: string): Promise<Buffer> {
    const img = sharp(stored, { limitInputPixels: 40_000_000, failOn: "error" });
    if (fitsSmall(await img.metadata())) return stored;
    return encodeSmall(fitInside(img, LIMITS.imageSmallPixels), ext).toBuffer();
  }

  /**
   * Makes the small copies of these stored images that are missing, one at a time (an import's photos,
   * after the import has answered: the organiser does not wait for them, and a page's visitors are not
   * starved of the processor). A request that comes first makes its own; a failure leaves the copy to
   * be made on request.
   */
  async makeSmallCopies(urls: readonly string[]): Promise<void> {
    for (const url of urls) {
      const rel = mediaPathOf(url);
      const small = rel ? smallMediaPath(rel) : null;
      if (small) await this.localFile(small).catch(() => null);
    }
  }

  /** Makes a missing small copy from its stored file, once however many requests wait for it. */
  private generateSmall(rel: string, large: string): Promise<string | null> {
    let pending = this.generating.get(rel);
    if (!pending) {
      pending = (async () => {
        const source = await this.localFile(large);
        // Removed meanwhile (dropLocal), or never stored: no small copy either.
        const stored = source ? await fs.readFile(source).catch(() => null) : null;
        if (!stored) return null;
        const small = await this.resizeSmall(stored, path.extname(rel).slice(1));
        await this.writeLocal(rel, small);
        return this.fileOf(rel);
      })().finally(() => this.generating.delete(rel));
      this.generating.set(rel, pending);
    }
    return pending;
  }

  /**
   * Drops this process's copy of a stored file, and of its small copy, once removed (here, or in another
   * process: the shared store's notice). The stored file goes first, so no new small copy can be made
   * from it; one being made is awaited, then dropped with the rest.
   */
  async dropLocal(rel: string): Promise<void> {
    if (!MEDIA_PATH.test(rel)) return;
    const small = smallOf(rel);
    await fs.rm(this.fileOf(rel), { force: true });
    await this.generating.get(small)?.catch(() => null);
    await fs.rm(this.fileOf(small), { force: true });
  }

  /**
   * Copies files that exist only in this folder (uploads from before DATABASE_URL was set, or from the
   * embedded default) into the shared store, so every process serves them. Returns how many it copied.
   */
  async shareLocalFiles(): Promise<number> {
    if (!this.shared) return 0;
    const rels: string[] = [];
    for (const kind of await fs.readdir(this.root).catch(() => [] as string[])) {
      for (const name of await fs.readdir(path.join(this.root, kind)).catch(() => [] as string[])) {
        const rel = `${kind}/${name}`;
        if (MEDIA_PATH.test(rel)) rels.push(rel);
      }
    }
    const have = await this.shared.existing(rels);
    let copied = 0;
    for (const rel of rels) {
      if (have.has(rel)) continue;
      await this.shared.put(rel, CONTENT_TYPES[path.extname(rel).slice(1)], await fs.readFile(this.fileOf(rel)));
      copied++;
    }
    return copied;
  }

  private fileOf(rel: string): string {
    return path.join(this.root, rel);
  }

  /** Written under a temporary name and renamed: a reader never sees half a file. */
  private async writeLocal(rel: string, data: Buffer): Promise<void> {
    const full = this.fileOf(rel);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, full);
  }
}

/** The small copy's path of a stored file's path (one that passed MEDIA_PATH). */
function smallOf(rel: string): string {
  const small = smallMediaPath(rel);
  if (!small) throw new Error(`not a stored image: ${rel}`);
  return small;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
