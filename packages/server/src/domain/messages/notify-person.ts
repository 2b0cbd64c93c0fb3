import { type DeliveryChoice, TEMPLATE_EVENTS, type TemplateCode } from '@bq/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { messages, outbox, users } from '../../db/schema.js';
import { messagePreferences } from '../../db/schema-messages.js';
import type { Act } from '../shared/act.js';
import { renderedTemplate } from './templates.js';

/** Where a person gets an event's messages: their choice, or the event's own channel. */
export async function deliveryOf(
  db: Db | Tx,
  userId: number,
  code: TemplateCode,
): Promise<DeliveryChoice> {
  const [row] = await db
    .select({ delivery: messagePreferences.delivery })
    .from(messagePreferences)
    .where(and(eq(messagePreferences.userId, userId), eq(messagePreferences.eventCode, code)));
  return row?.delivery ?? TEMPLATE_EVENTS[code].channel;
}

/**
 * Tells a person about an event, inside the caller's transaction (sent once, with the change or
 * not at all): the event's template as last saved, in their language, in-app and/or by e-mail as
 * they chose. The
 * e-mail goes through the outbox, which the worker delivers after the commit. The template's
 * `agentName` is the person's own name unless the caller gives another: every event greets its
 * reader by name, and the person's row is read here anyway.
 */
export async function notifyPerson(
  tx: Tx,
  { now }: Act,
  opts: {
    userId: number;
    code: TemplateCode;
    values: Record<string, string> & { agentName?: string };
    sender: string;
  },
): Promise<void> {
  const [person] = await tx
    .select({ email: users.email, languageType: users.languageType, name: users.name })
    .from(users)
    .where(eq(users.id, opts.userId));
  if (!person) return;
  const values = { agentName: person.name, ...opts.values };
  const { subject, body } = await renderedTemplate(tx, opts.code, person.languageType, values);
  const delivery = await deliveryOf(tx, opts.userId, opts.code);
  // Turned off (allowed only for a message the office does not require): nothing is sent.
  if (delivery === 'none') return;
  if (delivery !== 'email') {
    await tx.insert(messages).values({
      userId: opts.userId,
      title: subject,
      content: body,
      sender: opts.sender,
      createdAt: now,
    });
  }
  if (delivery !== 'station') {
    await tx
      .insert(outbox)
      .values({ toAddr: person.email, subject, body, createdAt: now, nextAttemptAt: now });
  }
}
