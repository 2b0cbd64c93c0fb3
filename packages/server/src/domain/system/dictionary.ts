import type { DictionaryEntry, DictionaryKind } from '@bq/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { dictionaryEntries } from '../../db/schema-office.js';
import { fieldRefused, forbidden, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/**
 * The dictionary: the lists of choices the forms offer. Records store an
 * entry's code, so a code is never renamed or deleted: its label changes, or it is switched off
 * (old records keep naming it; new choices no longer offer it).
 */

const columns = {
  id: dictionaryEntries.id,
  kind: dictionaryEntries.kind,
  code: dictionaryEntries.code,
  label: dictionaryEntries.label,
  labelZh: dictionaryEntries.labelZh,
  sort: dictionaryEntries.sort,
  active: dictionaryEntries.active,
};

export async function listDictionary(
  db: Db | Tx,
  kind: DictionaryKind | undefined,
): Promise<DictionaryEntry[]> {
  return db
    .select(columns)
    .from(dictionaryEntries)
    .where(kind ? eq(dictionaryEntries.kind, kind) : undefined)
    .orderBy(asc(dictionaryEntries.kind), asc(dictionaryEntries.sort), asc(dictionaryEntries.id));
}

/** The entry of a code, or null when the list has no such code. */
export async function dictionaryEntry(
  db: Db | Tx,
  kind: DictionaryKind,
  code: string,
): Promise<DictionaryEntry | null> {
  const [found] = await db
    .select(columns)
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.kind, kind), eq(dictionaryEntries.code, code)));
  return found ?? null;
}

/**
 * A code a record is about to store: one of the list's entries in use, or the code the record
 * already holds (a switched-off entry stays on the records that have it).
 */
export async function assertChoice(
  db: Db | Tx,
  field: string,
  kind: DictionaryKind,
  code: string,
  kept: string | null = null,
): Promise<DictionaryEntry> {
  const entry = await dictionaryEntry(db, kind, code);
  if (!entry || (!entry.active && code !== kept)) {
    throw fieldRefused(field, 'Choose one of the entries of the list');
  }
  return entry;
}

export async function saveDictionaryEntry(
  tx: Tx,
  act: Act,
  input: {
    id?: number;
    kind: DictionaryKind;
    code: string;
    label: string;
    labelZh: string;
    sort: number;
    active: boolean;
  },
): Promise<DictionaryEntry> {
  if (act.actor === null) throw forbidden();
  const { id, ...values } = input;
  const stamp = { updatedBy: act.actor, updatedAt: act.now };
  if (id === undefined) {
    if (await dictionaryEntry(tx, input.kind, input.code)) {
      throw fieldRefused('code', `The list already has the code ${input.code}`);
    }
    const [made] = await tx
      .insert(dictionaryEntries)
      .values({ ...values, ...stamp })
      .returning(columns);
    if (!made) throw new Error('dictionary insert returned nothing');
    return made;
  }
  const [was] = await tx
    .select(columns)
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.id, id))
    .for('update');
  if (!was) throw notFound('Dictionary entry');
  if (was.kind !== input.kind || was.code !== input.code) {
    throw fieldRefused(
      'code',
      'A code cannot be changed: records store it. Add a new entry instead',
    );
  }
  const [saved] = await tx
    .update(dictionaryEntries)
    .set({
      label: input.label,
      labelZh: input.labelZh,
      sort: input.sort,
      active: input.active,
      ...stamp,
    })
    .where(eq(dictionaryEntries.id, id))
    .returning(columns);
  if (!saved) throw notFound('Dictionary entry');
  return saved;
}
