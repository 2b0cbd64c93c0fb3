import { ne, sql } from 'drizzle-orm';
import { type RegistrationStatus, registrations } from '../../db/schema-institute.js';

/**
 * Seats count enrolled and completed people (a completion keeps its seat) and seats held by an
 * order waiting for payment (commerce, migration 0080), so a held seat is never sold twice.
 */
export const SEAT_TAKING = sql`${registrations.status} in ('enrolled', 'completed', 'held')`;

/**
 * A held seat belongs to an unpaid order: the order pages show it, and the institute's lists of
 * registrations show it from payment on (as enrolled). Their queries leave held rows out.
 */
export const NOT_HELD = ne(registrations.status, 'held');
export type ShownStatus = Exclude<RegistrationStatus, 'held'>;

/** The status as the registration answers name it; a held row reaching one is a query's bug. */
export function shownStatus(status: RegistrationStatus): ShownStatus {
  if (status === 'held') throw new Error('a held seat is not a registration to show');
  return status;
}

/** The title a person reads in English where there is one (standard PDF fonts, calendars). */
export const englishTitle = (c: { id: number; titleEn: string; titleZh: string }) =>
  c.titleEn || c.titleZh || `Course #${c.id}`;
