import { and, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/index.js';
import { outbox, outboxAttempts } from '../db/schema.js';
import { isOptedOut } from '../domain/mailing/optouts.js';
import { attachmentsOf } from './outbox.js';

/** Attempts before a mail is marked failed (the administrators' outbox view shows it). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed mail is the claiming worker's; after it, another worker may take it. */
export const LEASE_MS = 60_000;

/** Why a campaign mail was not sent (the administrators' outbox view shows it). */
export const UNSUBSCRIBED = 'Not sent: the address unsubscribed from marketing mail';

/** Back-off after the nth failed attempt: 2 s, 4 s, 8 s … capped at an hour. */
export const backoffMs = (attempts: number) => Math.min(3_600_000, 1000 * 2 ** attempts);

/** The Message-ID of an outbox mail: the same on every attempt, so a resend is the same message. */
export const messageIdOf = (id: number, domain: string) => `<outbox-${id}@${domain}>`;

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface OutboxWorker {
  /** Tries every mail that is due, one at a time; resolves with how many it tried. */
  runOnce(): Promise<number>;
  /** Runs again every `intervalMs` (retries come due), and at once on `kick()`. */
  start(intervalMs: number): void;
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Claims one due mail (queued and due, or sending with a lapsed lease) in one statement, so two
 * workers never take the same mail and a dead worker's claim runs out.
 */
async function claim(db: Db, now: Date, leaseMs: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, now)),
        and(eq(outbox.status, 'sending'), lt(outbox.claimedUntil, now)),
      ),
    )
    .orderBy(outbox.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db
    .update(outbox)
    .set({ status: 'sending', claimedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(outbox.id, due))
    .returning();
  return mail ?? null;
}

/**
 * Delivers the outbox to SMTP: one mail at a time — claim, send, record — with a
 * back-off between failed attempts and every attempt kept in `outbox_attempts`. A worker killed
 * after the SMTP server accepted a mail but before recording it would send it again when the lease
 * runs out; the mail then carries the same Message-ID, which mail systems treat as one message.
 */
export function createOutboxWorker(opts: {
  db: Db;
  transport: Pick<Transporter, 'sendMail'>;
  /** The environment's sender: the Message-ID's domain, stable across a change of sender. */
  from: string;
  /** The sender in force at each send (a runtime setting); `from` when absent. */
  liveFrom?: () => Promise<string>;
  log: Log;
  now?: () => Date;
  /** How long a claim holds (the default LEASE_MS; shorter in the crash tests). */
  leaseMs?: number;
}): OutboxWorker {
  const { db, transport, from, log } = opts;
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const now = opts.now ?? (() => new Date());
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'bq.example';
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  async function sendOne(): Promise<boolean> {
    const mail = await claim(db, now(), leaseMs);
    if (!mail) return false;
    const messageId = messageIdOf(mail.id, domain);
    const attempts = mail.attempts + 1;
    // Marketing mail is checked again at the moment of sending: an address that unsubscribed
    // after the campaign was queued gets nothing more (docs/commerce.md rule 8).
    if (mail.campaignId !== null && (await isOptedOut(db, mail.toAddr))) {
      await db
        .update(outbox)
        .set({ status: 'failed', lastError: UNSUBSCRIBED, body: '(not sent)', claimedUntil: null })
        .where(eq(outbox.id, mail.id));
      return true;
    }
    try {
      // Read at every attempt: a retried mail carries its files again.
      const attachments = await attachmentsOf(db, mail.id);
      const info = await transport.sendMail({
        from: opts.liveFrom ? await opts.liveFrom() : from,
        to: mail.toAddr,
        subject: mail.subject,
        text: mail.body,
        messageId,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      const at = now();
      await db.transaction(async (tx) => {
        // Once delivered, a code need not stay readable in our own database.
        await tx
          .update(outbox)
          .set({
            status: 'sent',
            sentAt: at,
            code: null,
            body: '(delivered)',
            messageId,
            attempts,
            claimedUntil: null,
          })
          .where(eq(outbox.id, mail.id));
        await tx.insert(outboxAttempts).values({
          outboxId: mail.id,
          at,
          outcome: 'sent',
          response: String((info as { response?: unknown }).response ?? '').slice(0, 500),
        });
      });
    } catch (error) {
      const at = now();
      const message = String((error as Error).message).slice(0, 500);
      log.warn({ err: error, outboxId: mail.id, attempts }, 'SMTP delivery failed');
      await db.transaction(async (tx) => {
        await tx
          .update(outbox)
          .set({
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
            attempts,
            lastError: message,
            nextAttemptAt: new Date(at.getTime() + backoffMs(attempts)),
            claimedUntil: null,
          })
          .where(eq(outbox.id, mail.id));
        await tx
          .insert(outboxAttempts)
          .values({ outboxId: mail.id, at, outcome: 'failed', response: message });
      });
    }
    return true;
  }

  async function drain(): Promise<number> {
    let tried = 0;
    do {
      again = false;
      while (await sendOne()) tried += 1;
    } while (again);
    return tried;
  }

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
    });
    return running;
  };
  const safely = () => {
    runOnce().catch((error) => log.error({ err: error }, 'outbox worker failed'));
  };

  return {
    runOnce,
    start(intervalMs) {
      timer = setInterval(safely, intervalMs);
      timer.unref();
    },
    kick: safely,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
