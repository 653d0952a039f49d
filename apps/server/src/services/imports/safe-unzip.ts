// Reading an uploaded zip within the limits every zip upload shares (docs/api.md "Limits"; decision 040
// "Zip bombs"): the photos of an import and an event backup. The table of contents is checked before
// anything is inflated — the file's size, the number of entries, the expanded size, the compression
// ratio, entries sharing data, and names with `..` or an absolute path — and only the entries asked
// for are inflated, off the event loop, each stopped at the size it declared (decision 054).
import { formatNumber, LIMITS } from "@sah/domain";
import { DomainError, fieldError } from "../errors.ts";
import { inflateEntry, readZipDirectory, type ZipEntry, ZipProblem } from "./zip-directory.ts";

const MB = 1024 * 1024;
export const UNZIP_TEXT = {
  // A getter: the number is formatted on use, not when the module loads (domain display.ts).
  get tooManyEntries() {
    return `The zip can hold at most ${formatNumber(LIMITS.importZipEntriesMax)} entries.`;
  },
  tooBig: `The zip expands past ${LIMITS.importZipExpandedMaxBytes / MB / 1024} GB or ${LIMITS.importZipRatioMax}:1; it is refused as a zip bomb.`,
  badPath: (name: string) => `The zip entry "${name}" has an unsafe path (".." or absolute).`,
} as const;

/** The refusals that name what the zip is for ("The photos file is not a zip archive."). */
export type UnzipTexts = { notAZip: string; tooLarge: string; damaged: string };

export function isUnsafeEntryName(name: string): boolean {
  return name.startsWith("/") || name.startsWith("\\") || /^[a-zA-Z]:/.test(name) || name.split(/[\\/]/).includes("..");
}

/**
 * The entries `want` picks, inflated, after the zip's table of contents passed every limit; a refusal
 * is a 400 on `field`. `want` sees each entry's name (folders end with `/`) before it is inflated.
 * Entries whose data overlap are refused (zip-directory.ts); each entry is inflated off the event loop
 * and stops at the size it declared, so the bytes really inflated never pass the declared total.
 */
export async function unzipChecked(
  data: Buffer,
  field: string,
  texts: UnzipTexts,
  want: (name: string) => boolean,
): Promise<Map<string, Buffer>> {
  if (data.length > LIMITS.importZipMaxBytes) throw fieldError(field, texts.tooLarge);
  if (!(data.length >= 22 && data[0] === 0x50 && data[1] === 0x4b)) throw fieldError(field, texts.notAZip);
  const refusal = (err: unknown) => {
    if (err instanceof DomainError) return err;
    if (err instanceof ZipProblem && err.kind !== "damaged") return fieldError(field, UNZIP_TEXT.tooBig);
    return fieldError(field, texts.damaged);
  };
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(data, LIMITS.importZipEntriesMax, () => fieldError(field, UNZIP_TEXT.tooManyEntries));
  } catch (err) {
    throw refusal(err);
  }
  let expanded = 0;
  let compressed = 0;
  const wanted: ZipEntry[] = [];
  for (const file of entries) {
    if (isUnsafeEntryName(file.name)) throw fieldError(field, UNZIP_TEXT.badPath(file.name));
    expanded += file.size;
    compressed += file.compressedSize;
    if (expanded > LIMITS.importZipExpandedMaxBytes) throw fieldError(field, UNZIP_TEXT.tooBig);
    if (file.name.endsWith("/") || !want(file.name)) continue;
    // A single entry whose declared sizes say more than the ratio: refused before it is inflated.
    if (file.size > LIMITS.importZipRatioMax * Math.max(file.compressedSize, 1) && file.size > MB) {
      throw fieldError(field, UNZIP_TEXT.tooBig);
    }
    wanted.push(file);
  }
  if (expanded > LIMITS.importZipRatioMax * Math.max(compressed, 1) && expanded > MB) throw fieldError(field, UNZIP_TEXT.tooBig);
  const out = new Map<string, Buffer>();
  try {
    // One at a time: at most one entry's inflating holds a thread of the pool.
    for (const file of wanted) out.set(file.name, await inflateEntry(data, file));
  } catch (err) {
    throw refusal(err);
  }
  return out;
}
