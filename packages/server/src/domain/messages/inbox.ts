import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { messages } from '../../db/schema.js';
import { once } from '../../idempotency/once.js';
import type { SignedAct } from '../shared/act.js';

/**
 * A person's own letters in the message center: read or unread, deleted; and letters one person
 * writes to others (who may be written to is the caller's check, `handlers/messages/sending.ts`).
 * Callers drop the unread badges of the people a change touches.
 */

/** Marks the caller's own letters read (1) or unread (0); others' ids are ignored. */
export async function markLetters(
  db: Db | Tx,
  act: SignedAct,
  { ids, status }: { ids: number[]; status: 0 | 1 },
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ status })
    .where(and(eq(messages.userId, act.actor), inArray(messages.id, ids)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Deletes the caller's own letters; others' ids are ignored. */
export async function deleteLetters(
  db: Db | Tx,
  act: SignedAct,
  { ids }: { ids: number[] },
): Promise<number> {
  const rows = await db
    .delete(messages)
    .where(and(eq(messages.userId, act.actor), inArray(messages.id, ids)))
    .returning({ id: messages.id });
  return rows.length;
}

/** One letter per receiver from the sender, all or none, inside the caller's transaction. */
export async function writeLetters(
  tx: Tx,
  act: SignedAct,
  input: { senderName: string; receivers: number[]; title: string; content: string },
): Promise<number> {
  const rows = await tx
    .insert(messages)
    .values(
      input.receivers.map((userId) => ({
        userId,
        title: input.title,
        content: input.content,
        sender: input.senderName,
        senderId: act.actor,
        createdAt: act.now,
      })),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/**
 * A letter to chosen people, sent once per idempotency key when one is given: `check` (who may
 * be written to, the hourly cap) runs first, then the letters are written; a retry with the same
 * key answers the first answer without writing again, and the same key with another letter is
 * refused. Inside the caller's transaction, so a refusal leaves nothing behind.
 */
export async function sendLetter(
  tx: Tx,
  act: SignedAct,
  input: {
    senderName: string;
    receivers: number[];
    title: string;
    content: string;
    idempotencyKey?: string;
  },
  check: () => Promise<void>,
): Promise<{ sent: number }> {
  const { idempotencyKey, ...letter } = input;
  const send = async () => {
    await check();
    return { sent: await writeLetters(tx, act, letter) };
  };
  if (!idempotencyKey) return send();
  const request = { receiverIds: letter.receivers, title: letter.title, content: letter.content };
  return once(
    tx,
    {
      key: idempotencyKey,
      actor: act.actor,
      call: 'bq/messageStation/sendStationMessage',
      request,
      at: act.now,
    },
    send,
  );
}
