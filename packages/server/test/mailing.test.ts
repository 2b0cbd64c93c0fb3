import { CODES } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCampaigns, outbox } from '../src/db/schema.js';
import { unsubscribeKey, unsubscribeToken } from '../src/domain/mailing/tokens.js';
import { UNSUBSCRIBED } from '../src/mail/outbox-worker.js';
import { staffWith } from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';
import { startSmtp } from './smtp-helpers.js';

/**
 * The mailing list (issue 25 item 6): campaigns through the outbox to a real SMTP server, each
 * mail with its own unsubscribe link and the RFC 8058 one-click headers; the link works without a
 * login, GET never unsubscribes (link scanners), and an unsubscribed address is never mailed
 * again, checked when queued and again when sent.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let marketing: string;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startApp({ SMTP_URL: smtp.url });
  marketing = await staffWith(t, 'marketing/maillist');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let keys = 0;
const send = (listId: number, subject: string, idempotencyKey = `campaign-${++keys}-key`) =>
  call(
    t.app,
    'bq/mailList/send',
    { listId, subject, body: `News: ${subject}.`, idempotencyKey },
    json(marketing),
  );
const mailsTo = (address: string, subject: string) =>
  smtp.received.filter((m) => m.to.includes(address) && m.subject === subject);
/** The one-click link of a received mail, from its `List-Unsubscribe` header. */
const linkOf = (raw: string) => {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const header = /^List-Unsubscribe: <([^>]+)>/m.exec(unfolded);
  expect(header, 'List-Unsubscribe header').not.toBeNull();
  return new URL(header?.[1] ?? '');
};
const check = async (token: string) =>
  (await call(t.app, 'bq/mailList/unsubscribeCheck', { token })).data;

describe('a campaign', () => {
  it('reaches each address once, and the one-click link unsubscribes it for good', async () => {
    const saved = await call(
      t.app,
      'bq/mailList/save',
      { name: 'Open house news', description: 'Monthly' },
      { token: marketing },
    );
    expect(saved.code, saved.message).toBe(CODES.ok);
    const listId = saved.data.id as number;
    const added = await call(
      t.app,
      'bq/mailList/subscribe',
      {
        listId,
        people: [
          { email: 'ann@buyers.example', name: 'Ann' },
          { email: 'Ben@Buyers.example', name: 'Ben' },
          { email: 'ben@buyers.example' },
        ],
      },
      json(marketing),
    );
    expect(added.data).toEqual({ added: 2, already: 1 });

    // A double click sends one campaign: the same key answers the first.
    const first = await send(listId, 'June open houses', 'june-campaign-key');
    expect(first.code, first.message).toBe(CODES.ok);
    expect(first.data).toMatchObject({ queued: 2, skipped: 0 });
    const again = await send(listId, 'June open houses', 'june-campaign-key');
    expect(again.data.id).toBe(first.data.id);
    await expect.poll(() => mailsTo('ben@buyers.example', 'June open houses').length).toBe(1);
    await expect.poll(() => mailsTo('ann@buyers.example', 'June open houses').length).toBe(1);
    const ben = mailsTo('ben@buyers.example', 'June open houses')[0]?.raw ?? '';
    expect(ben).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const link = linkOf(ben);
    expect(link.pathname).toMatch(/^\/api\/unsubscribe\/u1\./);
    expect(ben.replace(/=\r?\n/g, '')).toContain('To receive no more marketing mail from us');
    const token = link.pathname.split('/').pop() ?? '';

    // Opening the link (a person, or a scanner following every link) unsubscribes nobody.
    const opened = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(new RegExp(`/#/unsubscribe/${token}$`));
    expect(await check(token)).toEqual({ email: 'b**@buyers.example', unsubscribed: false });

    // The mail client's one-click POST needs no session.
    const clicked = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(await check(token)).toEqual({ email: 'b**@buyers.example', unsubscribed: true });
    const lists = await call(t.app, 'bq/mailList/lists', {}, { token: marketing });
    expect(lists.data.list.find((l: { id: number }) => l.id === listId)).toMatchObject({
      subscribers: 1,
      optedOut: 1,
      campaigns: 1,
    });

    // The next campaign leaves the address out.
    const july = await send(listId, 'July open houses');
    expect(july.data).toMatchObject({ queued: 1, skipped: 1 });
    await expect.poll(() => mailsTo('ann@buyers.example', 'July open houses').length).toBe(1);
    expect(mailsTo('ben@buyers.example', 'July open houses')).toEqual([]);
  });

  it('an address that unsubscribes while the campaign waits in the outbox is not mailed', async () => {
    const listId = (
      await call(t.app, 'bq/mailList/save', { name: 'Late list' }, { token: marketing })
    ).data.id as number;
    // A campaign mail queued before its address unsubscribed (as one behind thousands would be).
    const [campaign] = await t.database.db
      .insert(mailCampaigns)
      .values({
        listId,
        subject: 'Queued first',
        body: 'x',
        sentAt: new Date(t.clock.now),
        queued: 1,
        skipped: 0,
      })
      .returning();
    const [queued] = await t.database.db
      .insert(outbox)
      .values({
        toAddr: 'late@buyers.example',
        subject: 'Queued first',
        body: 'x',
        createdAt: new Date(t.clock.now),
        nextAttemptAt: new Date(t.clock.now + 3_600_000),
        campaignId: campaign?.id ?? 0,
      })
      .returning();
    const token = unsubscribeToken(await unsubscribeKey(t.database.db), 'late@buyers.example');
    expect((await call(t.app, 'bq/mailList/unsubscribe', { token })).code).toBe(CODES.ok);
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.id, queued?.id ?? 0));
    // Another campaign wakes the worker, which then tries every mail that is due.
    await call(
      t.app,
      'bq/mailList/subscribe',
      { listId, people: [{ email: 'early@buyers.example' }] },
      json(marketing),
    );
    await send(listId, 'Wake the worker');
    const row = async () =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.id, queued?.id ?? 0))
      )[0];
    await expect.poll(async () => (await row())?.status).toBe('failed');
    expect((await row())?.lastError).toBe(UNSUBSCRIBED);
    await expect.poll(() => mailsTo('early@buyers.example', 'Wake the worker').length).toBe(1);
    expect(smtp.received.filter((m) => m.to.includes('late@buyers.example'))).toEqual([]);
  });
});

describe('who may', () => {
  it('only marketing keeps lists; a made-up or altered token is refused', async () => {
    const agent = await sessionFor(t, 'agent@bq.example.com');
    expect((await call(t.app, 'bq/mailList/lists', {}, { token: agent })).code).toBe(
      CODES.forbidden,
    );
    const forged = `u1.${Buffer.from('someone@else.example').toString('base64url')}.${'A'.repeat(43)}`;
    const refused = await call(t.app, 'bq/mailList/unsubscribe', { token: forged });
    expect(refused.code).toBe(CODES.notFound);
    expect(refused.message).toBe(
      'This unsubscribe link is not valid; open the whole link from the mail',
    );
    const posted = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${forged}` });
    expect(posted.statusCode).toBe(404);
  });
});
