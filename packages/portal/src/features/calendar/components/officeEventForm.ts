import type { CalendarEvent } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { businessWallClock, fromBusinessWallClock } from '@bq/validators';
import { typedDay } from '../../../shared/forms/typedDay';
import type { calls, Req } from '../../../shared/http/calls';

/**
 * The office event form ↔ `bq/calendar/saveOfficeEvent`. Whole days are typed as dates
 * (MM/DD/YYYY or YYYY-MM-DD); times are `datetime-local` values read as California wall clock
 * (the office's hours), sent as instants.
 */
export interface OfficeEventValues {
  title: string;
  location: string;
  description: string;
  allDay: boolean;
  startDate: string;
  endDate: string;
  startsAt: string;
  endsAt: string;
}

export const OFFICE_EVENT_LIMITS = FIELD_LIMITS.calendar;

type SaveRequest = Req<typeof calls.calendar.saveOfficeEvent>;

/** US date as the date inputs show it (MM/DD/YYYY) from an ISO day. */
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The form for a new event on `day`, or for editing `event`. */
export function officeEventValues(event: CalendarEvent | null, day: string): OfficeEventValues {
  if (!event)
    return {
      title: '',
      location: '',
      description: '',
      allDay: true,
      startDate: shown(day),
      endDate: shown(day),
      startsAt: `${day}T09:00`,
      endsAt: `${day}T10:00`,
    };
  return {
    title: event.title,
    location: event.location,
    description: event.description,
    allDay: event.allDay,
    startDate: shown(event.startDate ?? day),
    endDate: shown(event.endDate ?? day),
    startsAt: event.startsAt ? businessWallClock(new Date(event.startsAt)) : `${day}T09:00`,
    endsAt: event.endsAt ? businessWallClock(new Date(event.endsAt)) : `${day}T10:00`,
  };
}

export type OfficeEventChecked =
  | { request: SaveRequest }
  | { errors: Partial<Record<keyof OfficeEventValues, string>> };

/** The request for the form's values (with `id` and `sequence` when editing), or what is wrong. */
export function officeEventRequest(
  values: OfficeEventValues,
  editing: { id: number; sequence: number } | null,
): OfficeEventChecked {
  const base = {
    ...(editing ?? {}),
    title: values.title,
    location: values.location,
    description: values.description,
    allDay: values.allDay,
  };
  if (values.allDay) {
    const start = typedDay(values.startDate, 'Enter the first day');
    const end = typedDay(values.endDate, 'Enter the last day');
    const errors = {
      ...('error' in start ? { startDate: start.error } : {}),
      ...('error' in end ? { endDate: end.error } : {}),
    };
    if ('error' in start || 'error' in end) return { errors };
    return { request: { ...base, startDate: start.iso, endDate: end.iso } };
  }
  const startsAt = fromBusinessWallClock(values.startsAt);
  const endsAt = fromBusinessWallClock(values.endsAt);
  if (!startsAt || !endsAt)
    return {
      errors: {
        ...(startsAt ? {} : { startsAt: 'Enter when it starts' }),
        ...(endsAt ? {} : { endsAt: 'Enter when it ends' }),
      },
    };
  return { request: { ...base, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() } };
}
