import { multiSelectMessage } from './messages.js';

export interface MultiSelectResult {
  ok: boolean;
  message?: string;
}

/** A multi-select allows at most `max` items; `max` 0 means unlimited (spec §5). */
export function checkMultiSelect(
  selected: readonly unknown[] | number | null | undefined,
  max: number,
): MultiSelectResult {
  if (!Number.isInteger(max) || max < 0) {
    throw new RangeError(`Maximum selection count must be an integer >= 0, not ${max}`);
  }
  const count = typeof selected === 'number' ? selected : (selected?.length ?? 0);
  if (max === 0 || count <= max) return { ok: true };
  return { ok: false, message: multiSelectMessage(max) };
}
