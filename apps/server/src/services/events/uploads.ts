// Image fields on writes (API.md "Images"; docs/decisions/011-events-and-sponsors.md). The upload is
// checked and stored before the database transaction (sharp is too slow to hold row locks for);
// a failed write removes the new file, and a replaced or cleared file goes only after commit.
import type { UploadedFile } from "../../lib/forms.ts";
import type { MediaStore } from "../media/images.ts";

/** `logo`: a new URL, null to clear, undefined when the field was not sent. */
export type ImageWrite<T> = (logo: string | null | undefined) => Promise<{ value: T; previous: string | null }>;

/**
 * `file` is readForm's file entry: a file, null (clear) or undefined (not sent). `write` runs the
 * transaction and returns the URL the row held before, when this write replaced or dropped it.
 */
export async function writeWithImage<T>(
  media: MediaStore,
  kind: string,
  file: UploadedFile | null | undefined,
  write: ImageWrite<T>,
): Promise<T> {
  const logo = file ? await media.saveImage(file, kind) : file;
  let result: { value: T; previous: string | null };
  try {
    result = await write(logo);
  } catch (err) {
    if (logo) await media.remove(logo).catch(() => {});
    throw err;
  }
  if (result.previous && result.previous !== logo) await media.remove(result.previous).catch(() => {});
  return result.value;
}
