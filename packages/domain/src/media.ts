// The names of stored images (docs/api.md "Images"; docs/decisions/050-photo-sizes.md). An upload is
// stored as `/media/<kind>/<name>.<ext>`; its small copy, at most LIMITS.imageSmallPixels, is
// `/media/<kind>/<name>.s.<ext>` — derived from the stored file, so the server regenerates it when missing.

/** A stored image's path below /media/: `<kind>/<name>.<ext>`, nothing that could leave the folder. */
export const MEDIA_PATH = /^[a-z][a-z0-9-]{0,39}\/[A-Za-z0-9_-]{1,100}\.(jpg|png|webp)$/;

/** A small copy's path below /media/: `<kind>/<name>.s.<ext>` (a name has no dot, so this is unambiguous). */
const SMALL_MEDIA_PATH = /^([a-z][a-z0-9-]{0,39}\/[A-Za-z0-9_-]{1,100})\.s\.(jpg|png|webp)$/;

/** The small copy's path of a stored image's path below /media/ (`MEDIA_PATH`), or null for anything else. */
export function smallMediaPath(rel: string): string | null {
  if (!MEDIA_PATH.test(rel)) return null;
  const dot = rel.lastIndexOf(".");
  return `${rel.slice(0, dot)}.s${rel.slice(dot)}`;
}

/** The stored image's path of a small copy's path below /media/, or null when `rel` is not a small copy's. */
export function largeMediaPath(rel: string): string | null {
  const m = SMALL_MEDIA_PATH.exec(rel);
  return m ? `${m[1]}.${m[2]}` : null;
}

/** The small copy's URL of a stored image's URL (`/media/...`), or null when the URL is not one of ours. */
export function smallImageUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith("/media/")) return null;
  const small = smallMediaPath(url.slice("/media/".length));
  return small ? `/media/${small}` : null;
}
