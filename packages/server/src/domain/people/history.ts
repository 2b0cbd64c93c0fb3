import type { Tx } from '../../db/index.js';
import { messages } from '../../db/schema.js';
import { adminHistory } from '../../db/schema-people.js';

export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

/** Appends one admin-history record per changed field (the history is never rewritten). */
export async function record(
  tx: Tx,
  agentId: number,
  changes: readonly Change[],
  by: { userId: number; at: Date; source: 'office' | 'stash'; stashId?: number },
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(adminHistory).values(
    changes.map((c) => ({
      agentId,
      field: c.field,
      before: c.before ?? null,
      after: c.after ?? null,
      source: by.source,
      stashId: by.stashId ?? null,
      byUser: by.userId,
      at: by.at,
    })),
  );
}

/** An in-app message to the agent about their record, in the deciding transaction. */
export async function tell(tx: Tx, userId: number, title: string, content: string, at: Date) {
  await tx
    .insert(messages)
    .values({ userId, title, content, sender: 'Agent Center', createdAt: at });
}
