// Reads a request body that is JSON or multipart/form-data (docs/api.md "Conventions") into one plain
// object, so one zod schema validates both. Called by handlers after the permission check.
import { LIMITS, MSG } from "@sah/domain";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { HttpError } from "../lib/errors.ts";
import { DomainError, fieldError, invalid, parseOrThrow } from "../services/errors.ts";
import type { UploadedFile } from "../services/media/images.ts";

export type FormResult<T> = { data: T; files: Record<string, UploadedFile | null> };

export async function readForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fileFields: readonly string[] = [],
): Promise<FormResult<z.output<S>>> {
  const files: Record<string, UploadedFile | null> = {};
  let raw: Record<string, unknown>;
  if (request.isMultipart()) {
    raw = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: LIMITS.imageMaxBytes } })) {
        if (part.type === "file") {
          let data: Buffer;
          try {
            data = await part.toBuffer();
          } catch (err) {
            if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw fieldError(part.fieldname, MSG.imageTooLarge);
            throw err;
          }
          if (!fileFields.includes(part.fieldname)) continue;
          if (part.file.truncated) throw fieldError(part.fieldname, MSG.imageTooLarge);
          // An empty file is not an image (docs/api.md "Images"): it must not pass for "clear the image",
          // which is only ever the explicit empty text value below.
          if (!data.length) throw fieldError(part.fieldname, MSG.notAnImage);
          files[part.fieldname] = { field: part.fieldname, filename: part.filename, data };
        } else {
          const value = typeof part.value === "string" ? part.value : String(part.value);
          if (fileFields.includes(part.fieldname)) {
            // A text value for a file field: "" (or "null") clears the image; anything else is not a file.
            if (value === "" || value === "null") files[part.fieldname] = null;
            else throw fieldError(part.fieldname, MSG.notAFile);
            continue;
          }
          const prev = raw[part.fieldname];
          raw[part.fieldname] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
        }
      }
    } catch (err) {
      throw translateMultipartError(err);
    }
  } else {
    const body = request.body;
    if (body === undefined || body === null) raw = {};
    else if (typeof body !== "object" || Array.isArray(body)) throw invalid("Expected a JSON object.");
    else raw = { ...(body as Record<string, unknown>) };
    for (const f of fileFields) {
      if (f in raw) {
        if (raw[f] === null || raw[f] === "") files[f] = null;
        else if (typeof raw[f] === "string" && String(raw[f]).startsWith("/media/")) {
          /* an unchanged image URL sent back: ignore */
        } else throw fieldError(f, MSG.notAFile);
        delete raw[f];
      }
    }
  }
  return { data: parseOrThrow(schema, raw), files };
}

function translateMultipartError(err: unknown): unknown {
  // Our own refusals (a file too large, not a file) pass through as they are.
  if (err instanceof DomainError || err instanceof HttpError) return err;
  if (err && typeof err === "object" && "statusCode" in err) {
    const e = err as { code?: string; statusCode?: number; message?: string };
    if (e.statusCode === 413) return Object.assign(invalid(e.message ?? "Too large."), {});
    return invalid(`Malformed multipart body: ${e.message ?? "could not be read"}`);
  }
  if (err instanceof Error) return invalid(`Malformed multipart body: ${err.message}`);
  return err;
}
