import {
  GROUP_DELIVERY_STATES,
  type GroupDeliveryState,
  renderTemplate,
  TEMPLATE_EVENTS,
  unknownVariables,
  unknownVariablesMessage,
} from '@bq/contract';
import { businessWallClock, businessZoneName } from '@bq/validators';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { messages, outbox } from '../../db/schema.js';
import { groupMailRecipients, groupMails } from '../../db/schema-groups.js';
import { fieldRefused, notFound, tooMany } from '../../envelope.js';
import { deliveryOf } from '../messages/notify-person.js';
import { templateTexts } from '../messages/templates.js';
import type { Act } from '../shared/act.js';
import type { GroupRowData } from './groups.js';
import { GROUP_UNSUBSCRIBE_PATH, groupUnsubscribeToken } from './unsubscribe.js';

/**
 * Group mail: one message per member through the message center, written in
 * the sender's transaction (it goes once the send commits, or never). Each member gets it as they
 * chose for "Group mail": an e-mail through the outbox (whose worker retries until it goes and
 * never sends one row twice), a letter in their message center, both, or, turned off, nothing: a
 * skipped row that the sender sees counted.
 */

const VARIABLES = TEMPLATE_EVENTS['group-mail'].variables;

/**
 * Group mails one person may send in an hour. A group reaches a whole role or branch: forty
 * sends in a second and a half from one agent (a stuck key, a script) put hundreds of mails in
 * every colleague's box before anyone could stop it.
 */
export const GROUP_MAILS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** Refuses a send past the sender's hourly allowance, saying when the next one may go. */
async function refuseOverAllowance(tx: Tx, act: Act & { actor: number }) {
  // The sender's row is the queue: two sends at once count one after the other.
  await tx.execute(sql`SELECT id FROM users WHERE id = ${act.actor} FOR NO KEY UPDATE`);
  const since = new Date(act.now.getTime() - HOUR_MS);
  const sent = await rows<{ at: Date | string }>(
    tx,
    sql`SELECT sent_at AS at FROM group_mails
      WHERE sent_by = ${act.actor} AND sent_at > ${since} AND sent_at <= ${act.now}
      ORDER BY sent_at DESC LIMIT ${GROUP_MAILS_PER_HOUR}`,
  );
  if (sent.length < GROUP_MAILS_PER_HOUR) return;
  const oldest = sent[sent.length - 1];
  const next = new Date(new Date(oldest?.at ?? act.now).getTime() + HOUR_MS);
  throw tooMany(
    `You can send at most ${GROUP_MAILS_PER_HOUR} group mails an hour; the next can go at ${businessWallClock(next).slice(11)} ${businessZoneName(next)}`,
  );
}

/** Where a member's unsubscribe link points, signed for them (unsubscribe.ts). */
export interface UnsubscribeLinks {
  key: Buffer;
  baseUrl: string;
}

export interface MailText {
  source: 'template' | 'text';
  subject: string;
  body: string;
}

/** The texts a mail is written from: the saved template's (in English, the office's language) or its own. */
async function writtenTexts(tx: Db | Tx, mail: MailText, language: 1 | 2) {
  if (mail.source === 'template') {
    const texts = await templateTexts(tx, 'group-mail', language);
    if (!texts) throw new Error('no group-mail template');
    return texts;
  }
  if (!mail.subject) throw fieldRefused('subject', 'is required when writing the mail');
  if (!mail.body) throw fieldRefused('body', 'is required when writing the mail');
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownVariables(mail[field], VARIABLES);
    if (unknown.length > 0) throw fieldRefused(field, unknownVariablesMessage(unknown, VARIABLES));
  }
  return { subject: mail.subject, body: mail.body };
}

/** Why a member gets the mail, under every copy (and how to stop it; an e-mail's link stops it at once). */
const footer = (groupName: string, link: string | null) =>
  `\n\n--\nYou receive this as a member of the group "${groupName}". To receive no group mail, choose "Not at all" for Group mail under "How you get messages" on your home page${link ? `, or open this link: ${link}` : '.'}`;

interface Recipient {
  userId: number;
  name: string;
  email: string;
  languageType: 1 | 2;
}

function recipients(db: Db | Tx, groupId: number) {
  return rows<Recipient>(
    db,
    sql`SELECT u.id AS "userId", u.name, u.email, u.language_type AS "languageType"
      FROM group_members m JOIN users u ON u.id = m.user_id
      WHERE m.group_id = ${groupId} ORDER BY lower(u.name), u.id`,
  );
}

async function copyFor(
  db: Db | Tx,
  mail: MailText,
  person: Recipient,
  values: { groupName: string; senderName: string },
  link: string | null = null,
) {
  const texts = await writtenTexts(db, mail, person.languageType);
  const filled = { userName: person.name, ...values };
  return {
    subject: renderTemplate(texts.subject, filled),
    body: `${renderTemplate(texts.body, filled).trim()}${footer(values.groupName, link)}`,
  };
}

/** The mail as the first member gets it, and how many get it or are skipped. */
export async function previewGroupMail(
  db: Db | Tx,
  group: GroupRowData,
  senderName: string,
  mail: MailText,
) {
  const people = await recipients(db, group.id);
  const values = { groupName: group.name, senderName };
  const first = people[0];
  const sample = first ?? { userId: 0, name: 'Alex Agent', email: '', languageType: 2 as const };
  const copy = await copyFor(db, mail, sample, values);
  return {
    ...copy,
    sampleName: first?.name ?? null,
    recipients: people.length - group.optedOut,
    skipped: group.optedOut,
  };
}

/** Sends the mail: one outbox mail and/or letter per member, a skipped row for those who opted out. */
export async function sendGroupMail(
  tx: Tx,
  act: Act & { actor: number },
  group: GroupRowData,
  senderName: string,
  mail: MailText,
  links: UnsubscribeLinks,
): Promise<number> {
  const people = await recipients(tx, group.id);
  if (people.length === 0) throw fieldRefused('groupId', 'has no members to write to');
  await refuseOverAllowance(tx, act);
  const english = await writtenTexts(tx, mail, 2);
  const [sent] = await tx
    .insert(groupMails)
    .values({
      groupId: group.id,
      groupName: group.name,
      source: mail.source,
      subject: english.subject,
      body: english.body,
      sentBy: act.actor,
      sentAt: act.now,
    })
    .returning({ id: groupMails.id });
  if (!sent) throw new Error('group mail insert');
  const values = { groupName: group.name, senderName };
  for (const person of people) {
    const delivery = await deliveryOf(tx, person.userId, 'group-mail');
    const row = { groupMailId: sent.id, userId: person.userId, email: person.email };
    if (delivery === 'none') {
      await tx.insert(groupMailRecipients).values({ ...row, skipped: true });
      continue;
    }
    const copy = await copyFor(tx, mail, person, values);
    let outboxId: number | null = null;
    let messageId: number | null = null;
    if (delivery !== 'station') {
      // An e-mail carries the member's own link, in its text and as the RFC 8058 headers, so
      // their mail program offers "Unsubscribe" and one click turns group mail off.
      const link = `${links.baseUrl}${GROUP_UNSUBSCRIBE_PATH}${groupUnsubscribeToken(links.key, person.userId)}`;
      const mailed = await copyFor(tx, mail, person, values, link);
      const [queued] = await tx
        .insert(outbox)
        .values({
          toAddr: person.email,
          ...mailed,
          headers: {
            'List-Unsubscribe': `<${link}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
          createdAt: act.now,
          nextAttemptAt: act.now,
        })
        .returning({ id: outbox.id });
      outboxId = queued?.id ?? null;
    }
    if (delivery !== 'email') {
      const [letter] = await tx
        .insert(messages)
        .values({
          userId: person.userId,
          title: copy.subject,
          content: copy.body,
          sender: senderName,
          senderId: act.actor,
          createdAt: act.now,
        })
        .returning({ id: messages.id });
      messageId = letter?.id ?? null;
    }
    await tx.insert(groupMailRecipients).values({ ...row, outboxId, messageId });
  }
  return sent.id;
}

export interface GroupMailRowData {
  id: number;
  groupId: number;
  groupName: string;
  subject: string;
  source: 'template' | 'text';
  sentAt: string;
  sentByName: string;
  recipients: number;
  delivery: Record<GroupDeliveryState, number>;
}

/** A recipient row's state: the outbox's for an e-mail, `portal` for a letter only, or skipped. */
const STATE = sql`CASE WHEN r.skipped THEN 'skipped' WHEN r.outbox_id IS NULL THEN 'portal'
  ELSE o.status END`;

export async function groupMailRows(db: Db | Tx, where: ReturnType<typeof sql>) {
  const found = await rows<
    Omit<GroupMailRowData, 'delivery'> & { states: Record<string, number> | null }
  >(
    db,
    sql`SELECT gm.id, gm.group_id AS "groupId", gm.group_name AS "groupName", gm.subject,
        gm.source, to_char(gm.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "sentAt",
        u.name AS "sentByName",
        (SELECT count(*)::int FROM group_mail_recipients r WHERE r.group_mail_id = gm.id) AS recipients,
        (SELECT json_object_agg(s.state, s.n) FROM (SELECT ${STATE} AS state, count(*)::int AS n
          FROM group_mail_recipients r LEFT JOIN outbox o ON o.id = r.outbox_id
          WHERE r.group_mail_id = gm.id GROUP BY 1) s) AS states
      FROM group_mails gm JOIN users u ON u.id = gm.sent_by
      WHERE ${where} ORDER BY gm.sent_at DESC, gm.id DESC`,
  );
  return found.map(({ states, ...row }) => ({
    ...row,
    // The subject as written may hold {userName}: a heading names whom it stands for instead.
    subject: renderTemplate(row.subject, {
      userName: "[each member's name]",
      groupName: row.groupName,
      senderName: row.sentByName,
    }),
    delivery: Object.fromEntries(
      GROUP_DELIVERY_STATES.map((s) => [s, Number(states?.[s] ?? 0)]),
    ) as Record<GroupDeliveryState, number>,
  }));
}

/**
 * Who a mail reached and how. The addresses and the mail server's answers (which quote them) are
 * for those who manage people (`seesPeople`) and for each person's own row: a group can hold a
 * whole role, and its sender must not learn every colleague's address through it.
 */
export async function groupMailDeliveries(
  db: Db | Tx,
  mailId: number,
  viewer: { userId: number; seesPeople: boolean },
) {
  const found = await rows<{
    userId: number;
    name: string;
    email: string;
    state: GroupDeliveryState;
    attempts: number;
    deliveredAt: string | null;
    lastError: string | null;
  }>(
    db,
    sql`SELECT r.user_id AS "userId", u.name, r.email, ${STATE} AS state,
        COALESCE(o.attempts, 0) AS attempts,
        to_char(CASE WHEN r.outbox_id IS NULL THEN ms.created_at ELSE o.sent_at END AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "deliveredAt",
        o.last_error AS "lastError"
      FROM group_mail_recipients r JOIN users u ON u.id = r.user_id
        LEFT JOIN outbox o ON o.id = r.outbox_id
        LEFT JOIN messages ms ON ms.id = r.message_id
      WHERE r.group_mail_id = ${mailId}
      ORDER BY lower(u.name), u.id`,
  );
  return found.map((d) =>
    viewer.seesPeople || d.userId === viewer.userId ? d : { ...d, email: null, lastError: null },
  );
}

/** A mail's group and text, or "not found". */
export async function groupMailById(db: Db | Tx, id: number) {
  const [row] = await rows<{ groupId: number; body: string }>(
    db,
    sql`SELECT group_id AS "groupId", body FROM group_mails WHERE id = ${id}`,
  );
  if (!row) throw notFound('Group mail');
  return row;
}
