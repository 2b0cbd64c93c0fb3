/** Drizzle description of what finance owes and pays (migration 0020); written by domain/finance. */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

/** A sum owed because an application was approved (a coach's fee, a vendor's invoice). */
/**
 * A lecturer's share of a paid course seat, and its clawback when the seat is refunded
 * (migration 0082; append-only, clawbacks within what was earned: the database holds both).
 */
export const lecturerShares = pgTable('lecturer_shares', {
  id: serial('id').primaryKey(),
  orderLineId: integer('order_line_id').notNull(),
  lecturerId: integer('lecturer_id').notNull(),
  kind: text('kind').notNull().$type<'earned' | 'clawback'>(),
  percent: integer('percent').notNull(),
  amount: moneyColumn('amount').notNull(),
  refundRequestId: integer('refund_request_id'),
  createdAt: ts('created_at').notNull(),
});
