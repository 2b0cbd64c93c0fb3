/**
 * A table's column layout as a person arranged it: the order, the hidden columns and the widths
 * they chose. Plain data the caller keeps (the portal keeps it in the address, so a saved view
 * and a pasted link show the same columns); the declared columns stay the truth of what exists.
 */
export type ColumnLayoutEntry = { key: string; hidden?: boolean; width?: number };
export type ColumnLayout = readonly ColumnLayoutEntry[];

/** The widths a person may give a column (px), from the columns menu. */
export const COLUMN_WIDTHS = [80, 120, 160, 200, 280, 400] as const;

/**
 * Every declared column once, in the layout's order: keys the layout names that no longer exist
 * are dropped, and columns it does not name (added since it was saved) follow, shown.
 */
export function fullLayout(columns: readonly { key: string }[], layout?: ColumnLayout) {
  const declared = new Set(columns.map((c) => c.key));
  const seen = new Set<string>();
  const entries: ColumnLayoutEntry[] = [];
  for (const entry of layout ?? []) {
    if (!declared.has(entry.key) || seen.has(entry.key)) continue;
    seen.add(entry.key);
    entries.push(entry);
  }
  for (const column of columns) if (!seen.has(column.key)) entries.push({ key: column.key });
  // A table shows at least one column: a layout hiding all of them shows the first.
  if (entries.length > 0 && entries.every((e) => e.hidden)) {
    entries[0] = { ...entries[0], hidden: false } as ColumnLayoutEntry;
  }
  return entries;
}

/** The columns to draw: ordered, hidden ones left out, a resized one at its width. */
export function arrangeColumns<C extends { key: string; width?: number | string }>(
  columns: readonly C[],
  layout?: ColumnLayout,
): C[] {
  if (!layout || layout.length === 0) return [...columns];
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return fullLayout(columns, layout)
    .filter((entry) => !entry.hidden)
    .map((entry) => {
      const column = byKey.get(entry.key) as C;
      return entry.width === undefined ? column : { ...column, width: entry.width };
    });
}

/** `layout` with one column moved `by` places (−1 up / left, +1 down / right). */
export function moveColumn(
  columns: readonly { key: string }[],
  layout: ColumnLayout | undefined,
  key: string,
  by: number,
): ColumnLayoutEntry[] {
  const entries = fullLayout(columns, layout);
  const from = entries.findIndex((e) => e.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= entries.length) return entries;
  const [moved] = entries.splice(from, 1);
  entries.splice(to, 0, moved as ColumnLayoutEntry);
  return entries;
}

/** `layout` with one column's entry changed (shown, hidden, a width). */
export function patchColumn(
  columns: readonly { key: string }[],
  layout: ColumnLayout | undefined,
  key: string,
  patch: Partial<Omit<ColumnLayoutEntry, 'key'>>,
): ColumnLayoutEntry[] {
  return fullLayout(columns, layout).map((e) => (e.key === key ? { ...e, ...patch } : e));
}
