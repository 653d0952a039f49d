// The photos of the import bench (bench/import.ts) and the registration bench (bench/register.ts).
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

const PHONE = { w: 1200, h: 900 };
let phoneBase: Buffer | undefined;

/**
 * A phone photo of about 300 KB (bench/register.ts): 1200 × 900, a gradient with grain, JPEG at
 * quality 80; a 96 × 96 patch of its own noise, placed by the seed, makes every seed's file
 * different (so the server cannot keep one result for another) without drawing each from scratch.
 */
export async function phonePhoto(seed: number): Promise<Buffer> {
  const { w, h } = PHONE;
  if (!phoneBase) {
    phoneBase = Buffer.alloc(w * h * 3);
    let x = 12345;
    for (let i = 0; i < phoneBase.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      const pixel = i / 3;
      const ramp = i % 3 === 0 ? ((pixel % w) * 255) / w : i % 3 === 1 ? (Math.floor(pixel / w) * 255) / h : 128;
      phoneBase[i] = Math.max(0, Math.min(255, (ramp + ((x >>> 16) & 0x3f) - 32) | 0));
    }
  }
  const raw = Buffer.from(phoneBase);
  const patch = 96;
  const left = (seed * 97) % (w - patch);
  const top = (seed * 61) % (h - patch);
  let x = seed * 2654435761;
  for (let y = top; y < top + patch; y++) {
    for (let i = (y * w + left) * 3; i < (y * w + left + patch) * 3; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      raw[i] = (x >>> 16) & 0xff;
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
