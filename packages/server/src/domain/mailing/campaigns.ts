import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { outbox } from '../../db/schema.js';
import { mailCampaigns, mailSubscribers } from '../../db/schema-mailing.js';
import type { Act } from '../shared/act.js';
import { lockList } from './lists.js';
import { unsubscribeToken } from './tokens.js';

/** The public address a one-click unsubscribe posts to and a person's browser opens. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe/';

/** Mails written per INSERT: a list of thousands goes in a few statements, not thousands. */
const BATCH = 500;

/** The text under every campaign mail: why it came, and the way out that needs no login. */
export const footer = (listName: string, link: string) =>
  `\n\n--\nYou receive this because your address is on BQ's mailing list "${listName}".\nTo receive no more marketing mail from us, open: ${link}`;

/**
 * Queues a campaign: one outbox mail per subscribed address that has not opted out, each with its
 * own signed unsubscribe link in the text and the RFC 8058 headers (`List-Unsubscribe` with the
 * https link, `List-Unsubscribe-Post: List-Unsubscribe=One-Click`), so a mail client can
 * unsubscribe in one click. The outbox worker checks the opt-out again before sending: an
 * address that unsubscribes while the campaign is queued gets nothing more.
 */
export async function sendCampaign(
  tx: Tx,
  act: Act,
  input: { listId: number; subject: string; body: string; baseUrl: string; key: Buffer },
) {
  const list = await lockList(tx, input.listId);
  const skippedRow = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(mailSubscribers)
    .where(
      and(
        eq(mailSubscribers.listId, list.id),
        sql`exists (select 1 from mail_optouts o where o.email = "mail_subscribers"."email")`,
      ),
    );
  const [campaign] = await tx
    .insert(mailCampaigns)
    .values({
      listId: list.id,
      subject: input.subject,
      body: input.body,
      sentBy: act.actor,
      sentAt: act.now,
      queued: 0,
      skipped: skippedRow[0]?.n ?? 0,
    })
    .returning();
  if (!campaign) throw new Error('campaign insert');
  let queued = 0;
  for (let after = 0; ; ) {
    const batch = await tx
      .select({ id: mailSubscribers.id, email: mailSubscribers.email })
      .from(mailSubscribers)
      .where(
        and(
          eq(mailSubscribers.listId, list.id),
          gt(mailSubscribers.id, after),
          sql`not exists (select 1 from mail_optouts o where o.email = "mail_subscribers"."email")`,
        ),
      )
      .orderBy(asc(mailSubscribers.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const mails = [];
    for (const s of batch) {
      const link = `${input.baseUrl}${UNSUBSCRIBE_PATH}${unsubscribeToken(input.key, s.email)}`;
      mails.push({
        toAddr: s.email,
        subject: input.subject,
        body: `${input.body}${footer(list.name, link)}`,
        createdAt: act.now,
        nextAttemptAt: act.now,
        campaignId: campaign.id,
        headers: {
          'List-Unsubscribe': `<${link}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    }
    await tx.insert(outbox).values(mails);
    queued += batch.length;
    after = batch[batch.length - 1]?.id ?? after;
  }
  await tx.update(mailCampaigns).set({ queued }).where(eq(mailCampaigns.id, campaign.id));
  return {
    id: campaign.id,
    subject: campaign.subject,
    sentAt: campaign.sentAt.toISOString(),
    queued,
    skipped: campaign.skipped,
  };
}
