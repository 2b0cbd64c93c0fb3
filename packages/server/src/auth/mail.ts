import type { Tracer } from '@opentelemetry/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db, Tx } from '../db/index.js';
import { outbox } from '../db/schema.js';
import type { LiveSettings } from '../domain/system/settings-cache.js';
import { queueMailWithAttachments } from '../mail/outbox.js';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker.js';
import { traceSends } from '../tracing.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

/**
 * Mail goes through the outbox table always (written in the caller's transaction, so a rolled-back
 * request sends nothing); with SMTP_URL set the outbox worker delivers it after the commit and
 * retries what the server refused (mail/outbox-worker.ts). Without it mail stays in the outbox.
 */
export interface Mailer {
  queue(tx: Tx | Db, mail: Mail, now: Date): Promise<number>;
  deliver(id: number, log: FastifyBaseLogger): Promise<void>;
  /** After a commit that queued many mails (a campaign): send now rather than at the next sweep. */
  kick(): void;
}

export function createMailer(
  config: Config,
  db: Db,
  settings: LiveSettings,
  now: () => Date,
  tracer: Tracer | null = null,
): Mailer & { worker: OutboxWorker | null } {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const worker = transport
    ? createOutboxWorker({
        db,
        // Traced, each send is a span: a slow SMTP server shows in the trace of the mail's send.
        transport: tracer ? traceSends(transport, tracer) : transport,
        from: config.mailFrom,
        // The sender in force when each mail goes out (/system/server-config).
        liveFrom: () => settings.get(db, 'mail.from'),
        log: console,
        now,
      })
    : null;
  return {
    worker,
    queue: (tx, mail, now) => queueMailWithAttachments(tx, mail, [], now),
    async deliver(id, log) {
      if (!config.isProduction) {
        const [mail] = await db.select().from(outbox).where(eq(outbox.id, id));
        if (mail) log.info({ to: mail.toAddr, code: mail.code }, `mail queued: ${mail.subject}`);
      }
      // After the commit: the worker sends it now (and retries it later if the server refuses).
      worker?.kick();
    },
    kick() {
      worker?.kick();
    },
  };
}
