// Uploaded images (docs/api.md "Images"): checked by content, re-encoded without metadata, at most 1024 px.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { LIMITS, MSG } from "@sah/domain";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { fieldError } from "../errors.ts";

/** A file of a multipart form, as lib/forms.ts readForm hands it over. */
export type UploadedFile = { field: string; filename: string; data: Buffer };

const ACCEPTED = new Map([
  ["image/jpeg", "jpg"],
  ["image/png", "png"],
  ["image/webp", "webp"],
  ["image/gif", "png"],
]);

export class MediaStore {
  constructor(public readonly root: string) {}

  /** Validates and stores an upload; returns its public URL (`/media/<kind>/<file>`). */
  async saveImage(file: UploadedFile, kind: string): Promise<string> {
    if (file.data.length > LIMITS.imageMaxBytes) throw fieldError(file.field, MSG.imageTooLarge);
    const type = await fileTypeFromBuffer(file.data);
    const ext = type ? ACCEPTED.get(type.mime) : undefined;
    if (!type || !ext) throw fieldError(file.field, MSG.notAnImage);
    let out: Buffer;
    try {
      let img = sharp(file.data, { limitInputPixels: 40_000_000, animated: false, failOn: "error" })
        .rotate()
        .resize(LIMITS.imageMaxPixels, LIMITS.imageMaxPixels, { fit: "inside", withoutEnlargement: true });
      img = ext === "jpg" ? img.jpeg({ quality: 85, mozjpeg: true }) : ext === "webp" ? img.webp({ quality: 85 }) : img.png();
      out = await img.toBuffer();
    } catch {
      throw fieldError(file.field, MSG.notAnImage);
    }
    const dir = path.join(this.root, kind);
    await fs.mkdir(dir, { recursive: true });
    const name = `${crypto.randomBytes(12).toString("hex")}.${ext}`;
    await fs.writeFile(path.join(dir, name), out);
    return `/media/${kind}/${name}`;
  }

  /** Removes a stored file by its URL; ignores URLs outside the store. */
  async remove(url: string | null | undefined): Promise<void> {
    if (!url?.startsWith("/media/")) return;
    const full = path.resolve(this.root, url.slice("/media/".length));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) return;
    await fs.rm(full, { force: true });
  }
}
