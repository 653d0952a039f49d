// A team's short name (docs/api.md "Teams" `short_name`; docs/decisions/061): "RCB" for Royal
// Challengers Bengaluru. Set by the organiser or, when not set, derived here from the name's initials:
// the one derivation the server's team JSON, the import and the screens use.
import { LIMITS } from "./constants.ts";
import { lettersOf } from "./scripts.ts";

/**
 * The words of a name: letters (with their vowel signs and other marks, which Indian scripts write
 * letters with) and digits, split at everything else ("Kings XI-Punjab" -> Kings, XI, Punjab).
 */
function wordsOf(name: string): string[] {
  return name
    .normalize("NFKC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A name's initials, upper case, at most LIMITS.teamShortNameMax letters as read (in an Indian script a
 * letter keeps its vowel sign: "चेन्नई सुपर किंग्स" -> "चेसुकिं"): "Royal Challengers
 * Bengaluru" -> "RCB", "Chennai Super Kings" -> "CSK", "Team 11" -> "T11" (a number is kept whole);
 * a one-word name gives its first three letters ("Tigers" -> "TIG"); a name with no letter or digit, "".
 */
export function deriveShortName(name: string): string {
  const words = wordsOf(name);
  const chars =
    words.length === 1
      ? lettersOf(words[0]).slice(0, 3)
      : words.flatMap((w) => (/^\p{N}+$/u.test(w) ? Array.from(w) : lettersOf(w).slice(0, 1)));
  return chars.slice(0, LIMITS.teamShortNameMax).join("").toUpperCase();
}

/** The short name a team is shown by: its own, else the one derived from its name. */
export function shortNameOf(team: { name: string; short_name?: string | null }): string {
  const own = team.short_name?.trim();
  return own ? own : deriveShortName(team.name) || team.name;
}

/**
 * The labels of teams shown side by side where space is short (the big screen from ten teams): each
 * team's short name, except where two would read alike (case ignored): those teams are shown by the
 * fewest first words of their names that tell them apart ("Chennai" and "Capital" for two "CSK"s),
 * else by their whole names, so that no two teams are ever shown the same.
 */
export function teamLabels(teams: readonly { id: number; name: string; short_name?: string | null }[]): Map<number, string> {
  const groups = new Map<string, { id: number; name: string }[]>();
  for (const t of teams) {
    const key = shortNameOf(t).toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const labels = new Map(teams.map((t) => [t.id, shortNameOf(t)]));
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const words = group.map((t) => t.name.trim().split(/\s+/));
    const most = Math.max(...words.map((w) => w.length));
    for (let n = 1; n <= most; n++) {
      const cut = words.map((w) => w.slice(0, n).join(" "));
      if (new Set(cut.map((c) => c.toLowerCase())).size === group.length || n === most) {
        for (const [k, t] of group.entries()) labels.set(t.id, n === most ? t.name : cut[k]);
        break;
      }
    }
  }
  return labels;
}
