// SQL helpers beside the database layer (docs/architecture.md, "Layers and boundaries").

/** A search term taken literally inside ILIKE (docs/api.md: "passed as-is, never interpreted as a pattern"). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
