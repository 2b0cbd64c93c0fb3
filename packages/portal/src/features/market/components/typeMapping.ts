import type { ProductTypeRow } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { wholeNumberOf, wholeNumberRule } from './wholeNumber';

const L = FIELD_LIMITS.commerce;

/** The product type dialog's values: the sort position as typed. */
export interface TypeFormValues {
  nameEn: string;
  nameZh: string;
  sort: string;
  active: boolean;
}

export const TYPE_TEXT_LIMITS = { nameEn: L.typeName, nameZh: L.typeNameZh } as const;
export const sortRule = wholeNumberRule(L.sort);

/** A type as the dialog shows it; null: a new type, after the last one by default. */
export function typeFormOf(row: ProductTypeRow | null, nextSort = 0): TypeFormValues {
  if (!row) return { nameEn: '', nameZh: '', sort: String(nextSort), active: true };
  return { nameEn: row.nameEn, nameZh: row.nameZh, sort: String(row.sort), active: row.active };
}

/** The add or edit request's fields (names trimmed; an empty sort is 0). */
export function typeRequestOf(values: TypeFormValues) {
  return {
    nameEn: values.nameEn.trim(),
    nameZh: values.nameZh.trim(),
    sort: wholeNumberOf(values.sort, 0),
    active: values.active,
  };
}

/** The next sort position after the types there are, within the contract's largest. */
export function nextSortOf(rows: readonly ProductTypeRow[]): number {
  const last = rows.reduce((max, row) => Math.max(max, row.sort), -10);
  return Math.min(L.sort, last + 10);
}
