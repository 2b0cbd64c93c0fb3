import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db, Tx } from '../db/index.js';
import { outbox } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

/**
 * Mail goes through the outbox table always (written in the caller's transaction, so a rolled-back
 * request sends nothing); SMTP delivery runs after commit when SMTP_URL is set.
 */
export interface Mailer {
  queue(tx: Tx | Db, mail: Mail, now: Date): Promise<number>;
  deliver(id: number, log: FastifyBaseLogger): Promise<void>;
}

export function createMailer(config: Config, db: Db): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async queue(tx, mail, now) {
      const [row] = await tx
        .insert(outbox)
        .values({
          toAddr: mail.to,
          subject: mail.subject,
          body: mail.body,
          code: mail.code,
          createdAt: now,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row.id;
    },
    async deliver(id, log) {
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, id));
      if (!mail) return;
      if (!config.isProduction) {
        log.info({ to: mail.toAddr, code: mail.code }, `mail queued: ${mail.subject}`);
      }
      if (!transport) return;
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.toAddr,
          subject: mail.subject,
          text: mail.body,
        });
        // Once delivered, the code need not stay readable in our own database.
        await db
          .update(outbox)
          .set({ sentAt: new Date(), code: null, body: '(delivered)' })
          .where(eq(outbox.id, id));
      } catch (error) {
        log.warn(
          { err: error, outboxId: id },
          'SMTP delivery failed; the mail stays in the outbox',
        );
        await db
          .update(outbox)
          .set({ lastError: String((error as Error).message).slice(0, 500) })
          .where(eq(outbox.id, id));
      }
    },
  };
}
