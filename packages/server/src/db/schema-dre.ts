/** Drizzle description of migration 0030: DRE licence records. */
import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const dreRecords = pgTable('dre_records', {
  id: serial('id').primaryKey(),
  licenseId: text('license_id').notNull(),
  name: text('name').notNull(),
  licenseType: text('license_type').notNull().default(''),
  licenseStatus: text('license_status').notNull().default(''),
  expiresOn: date('expires_on', { mode: 'string' }),
  agentId: integer('agent_id'),
  matchedBy: text('matched_by').$type<'auto' | 'manual'>(),
  matchedAt: ts('matched_at'),
  importedAt: ts('imported_at').notNull().defaultNow(),
});
