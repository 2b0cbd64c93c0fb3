import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { officeEvents } from '../../db/schema-calendar.js';
import { conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';

export interface OfficeEventInput {
  id?: number;
  sequence?: number;
  title: string;
  description: string;
  location: string;
  allDay: boolean;
  startDate: string | null;
  endDate: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/**
 * Adds an office-wide event, or changes one when `id` is given and `sequence` is the one the
 * editor read (another administrator's change in between answers 409). Each change raises the
 * sequence, which the feed sends as SEQUENCE so a subscribed phone takes the new time.
 */
export async function saveOfficeEvent(
  tx: Tx,
  { now, actor }: Act,
  input: OfficeEventInput,
): Promise<{ id: number; sequence: number }> {
  const span = input.allDay
    ? { startsOn: input.startDate, endsOn: input.endDate, startsAt: null, endsAt: null }
    : {
        startsOn: null,
        endsOn: null,
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
      };
  const fields = {
    title: input.title,
    description: input.description,
    location: input.location,
    allDay: input.allDay,
    ...span,
    updatedAt: now,
  };
  if (input.id === undefined) {
    if (actor === null) throw new Error('an office event is made by a person');
    const [row] = await tx
      .insert(officeEvents)
      .values({ ...fields, createdBy: actor, createdAt: now })
      .returning({ id: officeEvents.id, sequence: officeEvents.sequence });
    if (!row) throw new Error('office event insert returned nothing');
    return row;
  }
  const [row] = await tx
    .update(officeEvents)
    .set({ ...fields, sequence: (input.sequence ?? 0) + 1 })
    .where(and(eq(officeEvents.id, input.id), eq(officeEvents.sequence, input.sequence ?? -1)))
    .returning({ id: officeEvents.id, sequence: officeEvents.sequence });
  if (row) return row;
  const [exists] = await tx
    .select({ id: officeEvents.id })
    .from(officeEvents)
    .where(eq(officeEvents.id, input.id));
  if (!exists) throw notFound('Office event');
  throw conflict('Someone else changed this event; reload it to see their change');
}

export async function removeOfficeEvent(tx: Tx, _act: Act, id: number): Promise<void> {
  const gone = await tx
    .delete(officeEvents)
    .where(eq(officeEvents.id, id))
    .returning({ id: officeEvents.id });
  if (gone.length === 0) throw notFound('Office event');
}
