// The squad quotas on the wire (docs/api.md "Squad quotas"): the event's `quotas` field
// and its checks, apart from the rules (quotas.ts) so that what reads the rules bundles no zod.
import { z } from "zod";
import { GRADE_CODES, LIMITS } from "./constants.ts";
import { toNumber } from "./fields.ts";
import { QUOTA_KINDS, QUOTA_MSG, QUOTAS_MAX, type Quota } from "./quotas.ts";

/** A field message of one rule of the editor's table, numbered as the organiser sees it ("Rule 2: ..."). */
export const quotaRowMessage = (index: number, message: string) => `Rule ${index + 1}: ${message}`;

const boundOf = (v: unknown): number | null | undefined => {
  const n = v === "" || v === undefined || v === null ? null : toNumber(v);
  if (n === null || n === undefined) return null;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= LIMITS.playersMax ? n : undefined;
};

/**
 * The event's `quotas` field: a list (a JSON text in a multipart form) of at most QUOTAS_MAX rules,
 * one per grade or skill, each with a min, a max or both, min ≤ max. Errors carry the row's path
 * (`[i, "min"]`, so the editor puts them in their cell) and its number in the text (the server
 * answers them under `quotas`). Whether a skill is the event's and a min fits `max_players` is the
 * service's check (it needs the stored event): quotaEventErrors.
 */
export const QuotasField = z
  .preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      // A multipart form's empty list (docs/api.md "Conventions").
      if (v.trim() === "") return [];
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(z.unknown(), { error: QUOTA_MSG.notAList }).max(QUOTAS_MAX, QUOTA_MSG.tooMany),
  )
  .transform((rows, ctx): Quota[] => {
    const out: Quota[] = [];
    const seen = new Set<string>();
    for (const [i, raw] of rows.entries()) {
      const fail = (field: string, message: string) => {
        ctx.addIssue({ code: "custom", path: [i, field], message: quotaRowMessage(i, message) });
      };
      const r = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
      const kind = QUOTA_KINDS.find((k) => k === r.kind);
      const id = toNumber(r.id);
      const min = boundOf(r.min);
      const max = boundOf(r.max);
      let ok = true;
      if (!kind) {
        fail("kind", QUOTA_MSG.kind);
        ok = false;
      } else if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || (kind === "grade" && !GRADE_CODES.includes(id))) {
        fail("id", kind === "grade" ? QUOTA_MSG.unknownGrade : QUOTA_MSG.unknownSkill);
        ok = false;
      }
      if (min === undefined) fail("min", QUOTA_MSG.bound);
      if (max === undefined) fail("max", QUOTA_MSG.bound);
      if (min === undefined || max === undefined || !ok || !kind || typeof id !== "number") continue;
      if (min === null && max === null) {
        fail("min", QUOTA_MSG.noBound);
        continue;
      }
      if (min !== null && max !== null && min > max) {
        fail("min", QUOTA_MSG.minAboveMax);
        continue;
      }
      const key = `${kind}:${id}`;
      if (seen.has(key)) {
        fail("id", QUOTA_MSG.duplicate);
        continue;
      }
      seen.add(key);
      out.push({ kind, id, min, max });
    }
    return out;
  });

/**
 * The checks that need the stored event: each skill one of the event's, each min within the squad
 * size. Keys as QuotasField's (`quotas`), texts numbered by row.
 */
export function quotaEventErrors(
  quotas: readonly Quota[],
  event: { maxPlayers: number; skillIds: ReadonlySet<number> },
): string[] {
  const out: string[] = [];
  quotas.forEach((q, i) => {
    if (q.kind === "skill" && !event.skillIds.has(q.id)) out.push(quotaRowMessage(i, QUOTA_MSG.unknownSkill));
    if (q.min !== null && q.min > event.maxPlayers) out.push(quotaRowMessage(i, QUOTA_MSG.minAboveSquad(event.maxPlayers)));
  });
  return out;
}

/** A quota as the event JSON sends it. */
export const QuotaJson = z.object({
  kind: z.enum(QUOTA_KINDS),
  id: z.number().int(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
});
