// The one lifecycle of an image field on a write, for events, sponsors, teams and players (docs/api.md
// "Images"; docs/decisions/011-events-and-sponsors.md). The upload is checked and stored before the
// database transaction (sharp is too slow to hold row locks for); a failed write removes the new
// file, and a replaced, cleared or deleted row's file goes only after commit.
import type { MediaStore, UploadedFile } from "./images.ts";

/** An image field of a write, as readForm gives it: undefined leaves it, null clears it, a file replaces it. */
export type ImageChange = UploadedFile | null | undefined;

/** `image`: a new URL, null to clear, undefined when the field was not sent. */
export type ImageWrite<T> = (image: string | null | undefined) => Promise<{ value: T; previous: string | null }>;

/**
 * `file` is readForm's file entry: a file, null (clear) or undefined (not sent). `write` runs the
 * transaction and returns the URL the row held before, when this write replaced or dropped it (a
 * delete passes `file` undefined and returns the deleted row's URL).
 */
export async function writeWithImage<T>(media: MediaStore, kind: string, file: ImageChange, write: ImageWrite<T>): Promise<T> {
  const image = file ? await media.saveImage(file, kind) : file;
  let result: { value: T; previous: string | null };
  try {
    result = await write(image);
  } catch (err) {
    // The write's own error is the answer; a file left behind is only disk space.
    if (image) await media.remove(image).catch(() => {});
    throw err;
  }
  if (result.previous && result.previous !== image) await media.remove(result.previous).catch(() => {});
  return result.value;
}
