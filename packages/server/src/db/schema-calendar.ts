/** Drizzle description of migration 0120: the calendar's feed addresses and office events. */
import { boolean, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

/** One private feed address per person: the secret's hash, never the secret. */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: integer('user_id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  /** A hash of the password hash it was made under: a new password ends the address. */
  passwordMark: text('password_mark').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** A wrong feed address asked for, by client IP (the feed's throttle). */
export const calendarFeedMisses = pgTable('calendar_feed_misses', {
  id: serial('id').primaryKey(),
  ip: text('ip').notNull(),
  at: ts('at').notNull(),
});

const day = (name: string) => date(name, { mode: 'string' });

/** An office-wide event; whole-day ones have the dates, timed ones the instants. */
export const officeEvents = pgTable('office_events', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  location: text('location').notNull().default(''),
  allDay: boolean('all_day').notNull(),
  startsOn: day('starts_on'),
  endsOn: day('ends_on'),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  sequence: integer('sequence').notNull().default(0),
  createdBy: integer('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
