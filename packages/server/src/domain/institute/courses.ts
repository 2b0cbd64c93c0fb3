import { sql } from 'drizzle-orm';
import { registrations } from '../../db/schema-institute.js';

/** Seats count enrolled and completed people: a completion keeps its seat. */
export const SEAT_TAKING = sql`${registrations.status} in ('enrolled', 'completed')`;

/** The title a person reads in English where there is one (standard PDF fonts, calendars). */
export const englishTitle = (c: { id: number; titleEn: string; titleZh: string }) =>
  c.titleEn || c.titleZh || `Course #${c.id}`;
