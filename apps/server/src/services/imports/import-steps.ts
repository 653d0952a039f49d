// The steps every import shares (docs/api.md "Player import", "Team import"; decision 040), whatever it imports:
// the zip of the images a column names, each row's errors, "one row, one record", the answer's
// counts, when an import stops at its preview, and writing — images stored first, removed when the
// one transaction fails. players.ts and teams.ts keep only what is their own: fields, matching, rows.
import { setImmediate as nextTurn } from "node:timers/promises";
import type { ImportForm, ImportReport } from "@sah/domain";
import type { MediaStore } from "../media/images.ts";
import type { SheetTable } from "./read-sheet.ts";
import { photoKeys, readZipPhotos, saveImages, type ZipPhotos } from "./zip-photos.ts";

/** One row of the sheet as the import plans it. */
export type RowPlan = {
  row: number;
  name: string;
  outcome: ImportReport["outcomes"][number]["outcome"];
  id: number | null;
  /** Players with a base price column: the amount stored. */
  base_price?: number | null;
};

/** The zip's images that `column`'s cells name, inflated (only those); null without a zip. */
export async function zipOfColumn(images: Buffer | null, rows: string[][], column: number): Promise<ZipPhotos | null> {
  if (!images) return null;
  return readZipPhotos(images, new Set(rows.flatMap((r) => photoKeys(column >= 0 ? (r[column] ?? "") : ""))));
}

/** Rows checked between two turns of the event loop (docs/decisions/054-import-guard.md). */
const ROWS_PER_TURN = 200;

/** Lets other requests and live streams in every ROWS_PER_TURN rows of a sheet's checking. */
export async function yieldEvery(i: number): Promise<void> {
  if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
}

/** A row's errors (and warnings) by field, gathered while it is checked, then added to the answer's lists. */
export function rowErrors() {
  const fields: Record<string, string[]> = {};
  const warned: Record<string, string[]> = {};
  return {
    fields,
    fail(field: string, message: string) {
      fields[field] = [...(fields[field] ?? []), message];
    },
    warn(field: string, message: string) {
      warned[field] = [...(warned[field] ?? []), message];
    },
    /** Adds the warnings of a row that is imported to the answer's `warnings`. */
    reportWarnings(row: number, warnings: ImportReport["warnings"]) {
      for (const [field, messages] of Object.entries(warned)) warnings.push({ row, field, messages });
    },
    get any() {
      return Object.keys(fields).length > 0;
    },
    /** Adds them to the answer's `errors` as `{row, field, messages}`. */
    report(row: number, errors: ImportReport["errors"]) {
      for (const [field, messages] of Object.entries(fields)) errors.push({ row, field, messages });
    },
  };
}

/** "Two rows naming one record": the first row that claimed `id`, or undefined after claiming it for `row`. */
export function claimFirst(claimed: Map<number, number>, id: number, row: number): number | undefined {
  const first = claimed.get(id);
  if (first === undefined) claimed.set(id, row);
  return first;
}

/** The answer: what the import does (a preview) or did, row by row. */
export function importReport(
  sheet: { table: SheetTable; mapping: Record<string, string>; valueMaps: ImportReport["value_maps"] },
  plans: RowPlan[],
  errors: ImportReport["errors"],
  imported: boolean,
  newSkills: string[] = [],
  warnings: ImportReport["warnings"] = [],
): ImportReport {
  const count = (outcome: RowPlan["outcome"]) => plans.filter((p) => p.outcome === outcome).length;
  return {
    rows: sheet.table.rows.length,
    created: count("created"),
    updated: count("updated"),
    unchanged: count("unchanged"),
    skipped: count("error"),
    imported,
    errors,
    warnings,
    mapping: sheet.mapping,
    value_maps: sheet.valueMaps,
    columns: sheet.table.headers,
    header_row: sheet.table.headerRow,
    sheets: sheet.table.sheets,
    sheet: sheet.table.sheet,
    new_skills: newSkills,
    outcomes: plans.map((p) => ({
      row: p.row,
      name: p.name,
      outcome: p.outcome,
      id: p.id,
      ...(p.base_price !== undefined ? { base_price: p.base_price } : {}),
    })),
  };
}

/** A dry run, or errors sent without `skip_invalid`: the import answers its preview and changes nothing. */
export function stopsAtPreview(form: ImportForm, errors: ImportReport["errors"]): boolean {
  return form.dry_run || (errors.length > 0 && !form.skip_invalid);
}

/**
 * Stores the rows' images (re-encoded like any upload, a few at a time), then runs `write` — the one
 * transaction — with each row's new URL; a failed write removes every image stored, as
 * writeWithImage does for one (services/media/uploads.ts). Once written, the photos' small copies
 * are made in the background, one at a time.
 */
export async function writeWithImages<K>(
  media: MediaStore,
  image: { kind: string; field: string },
  items: { key: K; file: { name: string; data: Buffer } }[],
  write: (urlOf: Map<K, string>) => Promise<void>,
): Promise<void> {
  const saved: string[] = [];
  try {
    await write(await saveImages(media, image.kind, image.field, items, saved));
  } catch (err) {
    // The write's own error is the answer; an image left behind would only be disk space.
    for (const url of saved) await media.remove(url).catch(() => {});
    throw err;
  }
  // The photos' small copies, after the import has answered (docs/decisions/050 "Imports").
  void media.makeSmallCopies(saved);
}
