// A zip's table of contents read from its central directory, before anything is inflated (docs/api.md
// "Limits"; docs/decisions/054-import-guard.md): every entry's name, method, declared sizes and where
// its data lies. Entries whose data overlap another's (one deflate stream named by many entries, the
// "overlapping" zip bomb) are refused here; so are encrypted entries, methods other than stored and
// deflate, and ZIP64 (no upload within the limits needs it). Inflating is held to the declared size:
// zlib stops at `maxOutputLength`, so the bytes really produced are counted and capped, whatever the
// headers say.
import zlib from "node:zlib";

export type ZipEntry = {
  name: string;
  method: number;
  /** Declared sizes (central directory). */
  compressedSize: number;
  size: number;
  /** Where the entry's compressed data starts in the file. */
  dataStart: number;
};

/** Why a zip cannot be read: `damaged` (not a readable zip) or `overlap` (a zip bomb). */
export class ZipProblem extends Error {
  constructor(readonly kind: "damaged" | "overlap" | "tooBig") {
    super(kind);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const U32_MAX = 0xffffffff;

function findEndOfDirectory(data: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) if (data.readUInt32LE(i) === EOCD) return i;
  throw new ZipProblem("damaged");
}

/**
 * The entries of `data`'s central directory, in its order. `maxEntries`: refused past it
 * (`onTooMany`) before any entry is read.
 */
export function readZipDirectory(data: Buffer, maxEntries: number, onTooMany: () => Error): ZipEntry[] {
  if (data.length < 22) throw new ZipProblem("damaged");
  const end = findEndOfDirectory(data);
  const count = data.readUInt16LE(end + 10);
  const dirSize = data.readUInt32LE(end + 12);
  const dirOffset = data.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === U32_MAX) throw new ZipProblem("damaged");
  if (count > maxEntries) throw onTooMany();
  if (dirOffset + dirSize > end) throw new ZipProblem("damaged");
  const entries: (ZipEntry & { localOffset: number })[] = [];
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || data.readUInt32LE(p) !== CENTRAL) throw new ZipProblem("damaged");
    const flags = data.readUInt16LE(p + 8);
    const method = data.readUInt16LE(p + 10);
    const compressedSize = data.readUInt32LE(p + 20);
    const size = data.readUInt32LE(p + 24);
    const nameLength = data.readUInt16LE(p + 28);
    const extraLength = data.readUInt16LE(p + 30);
    const commentLength = data.readUInt16LE(p + 32);
    const localOffset = data.readUInt32LE(p + 42);
    const name = data.toString(flags & 0x800 ? "utf8" : "latin1", p + 46, p + 46 + nameLength);
    p += 46 + nameLength + extraLength + commentLength;
    if (flags & 1 || (method !== 0 && method !== 8)) throw new ZipProblem("damaged");
    if (compressedSize === U32_MAX || size === U32_MAX || localOffset === U32_MAX) throw new ZipProblem("damaged");
    if (localOffset + 30 > dirOffset || data.readUInt32LE(localOffset) !== LOCAL) throw new ZipProblem("damaged");
    const dataStart = localOffset + 30 + data.readUInt16LE(localOffset + 26) + data.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > dirOffset) throw new ZipProblem("damaged");
    entries.push({ name, method, compressedSize, size, dataStart, localOffset });
  }
  // Each entry's bytes (local header to the end of its data) belong to it alone.
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < byOffset.length; i++) {
    const before = byOffset[i - 1];
    if (before.dataStart + before.compressedSize > byOffset[i].localOffset) throw new ZipProblem("overlap");
  }
  return entries.map(({ localOffset: _, ...e }) => e);
}

const compressedOf = (data: Buffer, e: ZipEntry) => data.subarray(e.dataStart, e.dataStart + e.compressedSize);

function checkedSize(e: ZipEntry, out: Buffer): Buffer {
  if (out.length !== e.size) throw new ZipProblem("damaged");
  return out;
}

function inflateError(err: unknown): ZipProblem {
  // zlib stopped at maxOutputLength: the entry inflates to more than it declared.
  return new ZipProblem((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "tooBig" : "damaged");
}

/** The entry inflated on libuv's thread pool (the event loop stays free), never past its declared size. */
export async function inflateEntry(data: Buffer, e: ZipEntry): Promise<Buffer> {
  const raw = compressedOf(data, e);
  if (e.method === 0) return checkedSize(e, Buffer.from(raw));
  const out = await new Promise<Buffer>((resolve, reject) =>
    zlib.inflateRaw(raw, { maxOutputLength: Math.max(e.size, 1) }, (err, res) =>
      err ? reject(inflateError(err)) : resolve(res),
    ),
  );
  return checkedSize(e, out);
}

/** The same in the calling thread (a worker's): never past the declared size. */
export function inflateEntrySync(data: Buffer, e: ZipEntry): Buffer {
  const raw = compressedOf(data, e);
  if (e.method === 0) return checkedSize(e, Buffer.from(raw));
  try {
    return checkedSize(e, zlib.inflateRawSync(raw, { maxOutputLength: Math.max(e.size, 1) }));
  } catch (err) {
    if (err instanceof ZipProblem) throw err;
    throw inflateError(err);
  }
}
