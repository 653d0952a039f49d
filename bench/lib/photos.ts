// The photos of the import bench (bench/import.ts).
import sharp from "sharp";

/** A noisy 360 × 360 photo, ~80 KB: noise does not compress, so every JPEG stays that size. */
export async function noisyPhoto(seed: number): Promise<Buffer> {
  const w = 360;
  const h = 360;
  const raw = Buffer.alloc(w * h * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = (x >>> 16) & 0xff;
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The benches' photos: `distinct` different ones, used in turn (every one is still re-encoded). */
export const benchPhotos = (distinct: number) => Promise.all(Array.from({ length: distinct }, (_, i) => noisyPhoto(i + 1)));
