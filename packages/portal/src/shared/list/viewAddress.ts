import type { ColumnLayout, ColumnLayoutEntry } from './columnLayout';
import type { ListSchema } from './listState';

/**
 * A list's columns and saved views as address text. The columns are `?cols=`: the keys in the
 * person's order, `-` before a hidden one, `:px` after a resized one (`cols=caseNo:180,-type,price`);
 * absent is the columns as declared. A view is the list's own part of the address — tab,
 * filters, sort, page size, columns; never the page or an opened row — so "a view is a link":
 * opening one is going to its address, and the same address shows the same list to anyone
 * allowed to read it.
 */

const COLUMN_ENTRY = /^(-?)([A-Za-z0-9_.]+)(?::(\d{1,4}))?$/;

export function readColumns(text: string | null): ColumnLayout {
  if (!text) return [];
  const entries: ColumnLayoutEntry[] = [];
  for (const part of text.split(',')) {
    const m = COLUMN_ENTRY.exec(part.trim());
    if (!m) continue;
    const entry: ColumnLayoutEntry = { key: m[2] as string };
    if (m[1]) entry.hidden = true;
    if (m[3]) entry.width = Number(m[3]);
    entries.push(entry);
  }
  return entries;
}

export function writeColumns(layout: ColumnLayout): string {
  return layout
    .map((e) => `${e.hidden ? '-' : ''}${e.key}${e.width === undefined ? '' : `:${e.width}`}`)
    .join(',');
}

/** The address keys a view keeps for a list: its state but the page and the extras. */
export function viewKeys(schema: ListSchema): string[] {
  return [
    ...(schema.tabs?.length ? ['tab'] : []),
    ...(schema.filters ?? []),
    'sort',
    'order',
    'size',
    'cols',
  ];
}

/**
 * The view of what the address shows, as a query string in one order (so two addresses of the
 * same view compare equal): the list's keys from the query string, or from the route where the
 * list keeps them there (the case list's status tab).
 */
export function viewOf(
  schema: ListSchema,
  params: URLSearchParams,
  inPath: Readonly<Record<string, string | undefined>> = {},
): string {
  const out = new URLSearchParams();
  for (const key of viewKeys(schema)) {
    const value = key in inPath ? inPath[key] : params.get(key);
    if (value) out.set(key, value);
  }
  out.sort();
  return out.toString();
}

/** A saved view's query string in the same order, as `viewOf` writes it (for comparing). */
export const sameView = (schema: ListSchema, query: string) =>
  viewOf(schema, new URLSearchParams(query));
