/**
 * Drizzle description of migration 0070: idempotency keys (src/idempotency); 0150 indexes
 * `created_at` for the 30-day sweep (src/idempotency/retention.ts).
 */
import { integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.js';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull(),
    call: text('call').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (t) => [unique('idempotency_keys_once').on(t.actorId, t.call, t.key)],
);
