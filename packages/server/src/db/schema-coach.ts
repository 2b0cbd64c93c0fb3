/** Drizzle description of migration 0030: coach agreements. */
import { date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export const coachAgreements = pgTable('coach_agreements', {
  id: serial('id').primaryKey(),
  coachAgentId: integer('coach_agent_id').notNull(),
  menteeAgentId: integer('mentee_agent_id').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  terms: text('terms').notNull().default(''),
  status: text('status').notNull().$type<'active' | 'ended' | 'cancelled'>().default('active'),
  createdBy: integer('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
