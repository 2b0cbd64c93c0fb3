import type { ApplicationKind } from '@bq/contract/meta';
import type { calls, Req } from '../../../../shared/http/calls';
import { APPLY_KINDS, fieldsOf } from './applyKinds';

type Draft = Req<typeof calls.application.saveDraft>;

/** Each kind's form as its call takes it (the contract's types; `id` and the wages type apart). */
export interface KindForms {
  tutor: Extract<Draft, { kind: 'tutor' }>['form'];
  'coach-cost': Extract<Draft, { kind: 'coach-cost' }>['form'];
  vendor: Extract<Draft, { kind: 'vendor' }>['form'];
  wages: Omit<Req<typeof calls.salary.save>, 'id' | 'type'>;
  entry: Omit<Req<typeof calls.entry.save>, 'id'>;
  mentor: Req<typeof calls.beMentor.application>;
}

/** What the form holds: every field as the text its input shows. */
export type ApplyValues = Record<string, string>;

/** A blank form of a kind (every field present, so react-hook-form knows it). */
export function emptyValues(kind: ApplicationKind): ApplyValues {
  return Object.fromEntries(fieldsOf(APPLY_KINDS[kind]).map((field) => [field.name, '']));
}

/** A stored form (draft) → the inputs' text; fields the kind does not show are dropped. */
export function toValues(kind: ApplicationKind, form: Record<string, unknown>): ApplyValues {
  const values = emptyValues(kind);
  for (const name of Object.keys(values)) {
    const value = form[name];
    if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  }
  return values;
}

/**
 * The inputs' text → the kind's form as the contract takes it: text trimmed, whole numbers as
 * numbers, empty optional fields left out (the server's defaults apply). Whatever cannot be read
 * is sent as typed, so the server's message lands under that input instead of a silent blank.
 */
export function toForm<K extends ApplicationKind>(kind: K, values: ApplyValues): KindForms[K] {
  const form: Record<string, unknown> = {};
  for (const field of fieldsOf(APPLY_KINDS[kind])) {
    const text = (values[field.name] ?? '').trim();
    if (text === '' && !field.required) continue;
    const numeric = field.input === 'int' || field.input === 'coach';
    if (numeric && /^\d+$/.test(text)) form[field.name] = Number(text);
    else form[field.name] = text;
  }
  // The kind's inputs (APPLY_KINDS) are its contract form's fields, which the tests hold them to;
  // only text typed wrong (a number that is not one) differs, and the server refuses it there.
  return form as KindForms[K];
}

/** The saved wages application this page edits is the caller's draft of that type only. */
export function draftOf<T extends { status: string } | null | undefined>(found: T): T | null {
  return found && found.status === 'draft' ? found : null;
}
