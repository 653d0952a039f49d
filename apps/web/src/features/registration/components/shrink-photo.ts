// A phone's photo made smaller in the browser before upload (a 12 MP photo is not sent whole): drawn on
// a canvas at most PHOTO_MAX_PX on its longer side and encoded as JPEG. The server then checks and
// re-encodes it as any upload (docs/api.md "Images").
export const PHOTO_MAX_PX = 1280;
const QUALITY = 0.85;

export async function shrinkPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Not something the browser can draw: sent as it is, and the server says what is wrong with it.
    return file;
  }
  const scale = Math.min(1, PHOTO_MAX_PX / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size < 1024 * 1024) return file;
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
  return blob ?? file;
}
