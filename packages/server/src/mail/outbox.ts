import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.js';
import { outbox, outboxAttachments } from '../db/schema.js';

/** A file a mail carries: its name as the receiver sees it, its type, its bytes. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * Queues a mail with its files in the caller's transaction: the mail and its attachments commit
 * together with the change they tell of, or not at all, and the outbox worker delivers them after
 * the commit (retrying, one Message-ID per mail, so a retry is the same message). The caller kicks
 * the worker (`ctx.mailer.kick()`) once its transaction committed.
 */
export async function queueMailWithAttachments(
  tx: Tx | Db,
  mail: { to: string; subject: string; body: string; code?: string | null },
  attachments: readonly MailAttachment[],
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      toAddr: mail.to,
      subject: mail.subject,
      body: mail.body,
      code: mail.code ?? null,
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  if (attachments.length > 0)
    await tx.insert(outboxAttachments).values(attachments.map((a) => ({ outboxId: row.id, ...a })));
  return row.id;
}

/** A mail's files in the order they were queued, as nodemailer takes them. */
export async function attachmentsOf(db: Db, outboxId: number) {
  const rows = await db
    .select()
    .from(outboxAttachments)
    .where(eq(outboxAttachments.outboxId, outboxId))
    .orderBy(asc(outboxAttachments.id));
  return rows.map((r) => ({
    filename: r.fileName,
    contentType: r.contentType,
    content: Buffer.from(r.content),
  }));
}
