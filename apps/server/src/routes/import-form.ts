// Reads an import's multipart body (docs/api.md "Player import", "Team import"): the sheet `file`, the optional
// zip `images`, and text fields, each file within its limit (docs/api.md "Limits"). Past a limit the
// stream stops at once and the answer is a 400 naming the field; nothing is written.
import { LIMITS } from "@sah/domain";
import type { FastifyRequest } from "fastify";
import { fieldError, invalid } from "../services/errors.ts";

const MB = 1024 * 1024;
export const IMPORT_FORM_TEXT = {
  notMultipart: "Send the import as multipart/form-data with the sheet in `file`.",
  fileRequired: "Choose a CSV or XLSX file.",
  fileTooLarge: `The sheet can be at most ${LIMITS.importFileMaxBytes / MB} MB.`,
  zipTooLarge: `The zip can be at most ${LIMITS.importZipMaxBytes / MB} MB.`,
} as const;

const FILE_LIMITS: Record<string, { max: number; text: string }> = {
  file: { max: LIMITS.importFileMaxBytes, text: IMPORT_FORM_TEXT.fileTooLarge },
  images: { max: LIMITS.importZipMaxBytes, text: IMPORT_FORM_TEXT.zipTooLarge },
};

export type ImportUpload = { file: Buffer; images: Buffer | null; fields: Record<string, string> };

export async function readImportForm(request: FastifyRequest): Promise<ImportUpload> {
  const { files, fields } = await readFileForm(request, FILE_LIMITS, IMPORT_FORM_TEXT.notMultipart);
  if (!files.file?.length) throw fieldError("file", IMPORT_FORM_TEXT.fileRequired);
  return { file: files.file, images: files.images?.length ? files.images : null, fields };
}

/**
 * A multipart form of files (each named in `limits`, within its size; others are skipped) and text
 * fields: imports, and a backup to restore (routes/events/backup.ts).
 */
export async function readFileForm(
  request: FastifyRequest,
  limits: Record<string, { max: number; text: string }>,
  notMultipart: string,
): Promise<{ files: Record<string, Buffer>; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw invalid(notMultipart);
  const files: Record<string, Buffer> = {};
  const fields: Record<string, string> = {};
  const largest = Math.max(...Object.values(limits).map((l) => l.max));
  try {
    for await (const part of request.parts({ limits: { fileSize: largest, files: Object.keys(limits).length } })) {
      if (part.type === "file") {
        const limit = limits[part.fieldname];
        if (!limit) {
          part.file.resume();
          continue;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file) {
          size += chunk.length;
          if (size > limit.max) throw fieldError(part.fieldname, limit.text);
          chunks.push(chunk);
        }
        if (part.file.truncated) throw fieldError(part.fieldname, limit.text);
        files[part.fieldname] = Buffer.concat(chunks);
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof Error && err.name === "DomainError") throw err;
    throw invalid(`Malformed multipart body: ${err instanceof Error ? err.message : "could not be read"}`);
  }
  return { files, fields };
}
