// Reading an uploaded zip within the limits every zip upload shares (docs/api.md "Limits"; decision 040
// "Zip bombs"): the photos of an import and an event backup. The table of contents is checked before
// anything is inflated — the file's size, the number of entries, the expanded size, the compression
// ratio, and names with `..` or an absolute path — and only the entries asked for are inflated, each
// held to the size it declared.
import { formatNumber, LIMITS } from "@sah/domain";
import { unzipSync } from "fflate";
import { DomainError, fieldError } from "../errors.ts";

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
 */
export function unzipChecked(
  data: Buffer,
  field: string,
  texts: UnzipTexts,
  want: (name: string) => boolean,
): Map<string, Buffer> {
  if (data.length > LIMITS.importZipMaxBytes) throw fieldError(field, texts.tooLarge);
  if (!(data.length >= 22 && data[0] === 0x50 && data[1] === 0x4b)) throw fieldError(field, texts.notAZip);
  let entries = 0;
  let expanded = 0;
  let compressed = 0;
  const declared = new Map<string, number>();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(data.buffer, data.byteOffset, data.length), {
      filter(file) {
        entries++;
        if (entries > LIMITS.importZipEntriesMax) throw fieldError(field, UNZIP_TEXT.tooManyEntries);
        if (isUnsafeEntryName(file.name)) throw fieldError(field, UNZIP_TEXT.badPath(file.name));
        expanded += file.originalSize;
        compressed += file.size;
        if (expanded > LIMITS.importZipExpandedMaxBytes) throw fieldError(field, UNZIP_TEXT.tooBig);
        if (file.name.endsWith("/") || !want(file.name)) return false;
        // A single entry whose declared sizes say more than the ratio: refused before it is inflated.
        if (file.originalSize > LIMITS.importZipRatioMax * Math.max(file.size, 1) && file.originalSize > MB) {
          throw fieldError(field, UNZIP_TEXT.tooBig);
        }
        declared.set(file.name, file.originalSize);
        return true;
      },
    });
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw fieldError(field, texts.damaged);
  }
  if (expanded > LIMITS.importZipRatioMax * Math.max(compressed, 1) && expanded > MB) throw fieldError(field, UNZIP_TEXT.tooBig);
  const out = new Map<string, Buffer>();
  for (const [name, bytes] of Object.entries(files)) {
    // An entry that inflated to more than it declared lied about its size.
    if (bytes.length > (declared.get(name) ?? 0)) throw fieldError(field, UNZIP_TEXT.tooBig);
    out.set(name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  }
  return out;
}
