// What the players list's code filter (code-filter.tsx) and its lazily loaded MUI select
// (code-filter-select.tsx) share: kept apart so neither file imports the other.
export type CodeOption = { value: number; label: string };

export type CodeFilterProps = {
  label: string;
  options: readonly CodeOption[];
  selected: readonly number[];
  onChange: (next: number[]) => void;
  disabled?: boolean;
};

/** What a filter shows: the picked options' labels, in the order picked values are kept (sorted codes). */
export function filterText(options: readonly CodeOption[], values: readonly number[]): string {
  const labelOf = new Map(options.map((o) => [o.value, o.label]));
  return values.map((v) => labelOf.get(v) ?? String(v)).join(", ");
}

/** The width of a filter, closed or open. */
export const FILTER_SIZE = { minWidth: 160, maxWidth: 320 } as const;
