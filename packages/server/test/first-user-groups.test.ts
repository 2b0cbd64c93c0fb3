import { CODES } from '@bq/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, roles } from '../src/db/schema.js';
import { GROUP_MAILS_PER_HOUR } from '../src/domain/groups/mail.js';
import { userIdOf } from './applications-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';

/** Group mail as a new office meets it (issue 48). */

let t: TestApp;
let admin: string;
let agent: string;
let mentor: string;
const id: Record<string, number> = {};
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
  mentor = await sessionFor(t, 'mentor@bq.example.com');
  for (const who of ['agent', 'mentor', 'admin'])
    id[who] = await userIdOf(t, `${who}@bq.example.com`);
});
afterAll(() => t?.close());

const FORM = new Set(['group/get', 'groupMail/get', 'groupMail/list']);
const api = (path: string, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, `bq/${path}`, body, FORM.has(path) ? { token } : json(token));
let keys = 0;
const key = () => `first-user-group-${++keys}`;

async function groupOf(token: string, name: string, userIds: number[]) {
  const made = await api('group/save', token, { name, description: '' });
  expect(made.code, made.message).toBe(CODES.ok);
  const added = await api('group/addMembers', token, {
    groupId: made.data.id,
    by: 'person',
    userIds,
  });
  expect(added.code, added.message).toBe(CODES.ok);
  return made.data.id as number;
}

const deliveryOf = async (userId: number) => {
  const [row] = await t.database.db
    .execute<{ delivery: string }>(
      sql`SELECT delivery FROM message_preferences
      WHERE user_id = ${userId} AND event_code = 'group-mail'`,
    )
    .then((r) => r.rows);
  return row?.delivery ?? null;
};

describe('first-user groups: group mail carries an unsubscribe link and the RFC 8058 headers', () => {
  it('mails each member their own link; one click turns their group mail off, a look does not', async () => {
    const groupId = await groupOf(admin, 'Listing team', [id.agent ?? 0, id.mentor ?? 0]);
    const sent = await api('groupMail/send', admin, {
      groupId,
      source: 'text',
      subject: 'Open house duty, {userName}',
      body: 'Hello {userName}, the rota is up.',
      idempotencyKey: key(),
    });
    expect(sent.code, sent.message).toBe(CODES.ok);
    // A heading names whom {userName} stands for; nothing raw.
    expect(sent.data.subject).toBe("Open house duty, [each member's name]");
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddr, 'agent@bq.example.com'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toBe('Open house duty, Alex Agent');
    const link = /<(http[^>]+\/api\/group-mail\/unsubscribe\/([^>]+))>/.exec(
      mail?.headers?.['List-Unsubscribe'] ?? '',
    );
    expect(link).not.toBeNull();
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.body).toContain(link?.[1]);
    const path = new URL(link?.[1] ?? '').pathname;

    // Opening the link (a person, or a scanner following links) changes nothing.
    const looked = await t.app.inject({ method: 'GET', url: path });
    expect(looked.statusCode).toBe(200);
    expect(looked.body).toContain('<form method="post">');
    expect(await deliveryOf(id.agent ?? 0)).not.toBe('none');
    // The mail program's one click does.
    const clicked = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(await deliveryOf(id.agent ?? 0)).toBe('none');
    // A link this office did not sign, or one changed to name someone else, opens nothing.
    const forged = path.replace(/g1\.\d+\./, `g1.${id.mentor}.`);
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
    expect(await deliveryOf(id.mentor ?? 0)).not.toBe('none');
  });
});

describe('first-user groups: one sender may send only so many group mails an hour', () => {
  it('refuses the mail past the allowance, saying when the next can go; an hour later it goes', async () => {
    const groupId = await groupOf(mentor, 'Mentees', [id.agent ?? 0]);
    const send = (idempotencyKey: string) =>
      api('groupMail/send', mentor, {
        groupId,
        source: 'text',
        subject: 'Reminder',
        body: 'Hello {userName}',
        idempotencyKey,
      });
    let last = '';
    for (let i = 0; i < GROUP_MAILS_PER_HOUR; i++) {
      last = key();
      const ok = await send(last);
      expect(ok.code, ok.message).toBe(CODES.ok);
    }
    const over = await send(key());
    expect(over.code).toBe(CODES.tooMany);
    expect(over.message).toMatch(
      new RegExp(
        `^You can send at most ${GROUP_MAILS_PER_HOUR} group mails an hour; the next can go at \\d{2}:\\d{2} P[SD]T$`,
      ),
    );
    // A retry of a mail that went is that mail, not a new one.
    expect((await send(last)).code).toBe(CODES.ok);
    t.clock.now += 3_600_000;
    expect((await send(key())).code).toBe(CODES.ok);
  });
});

describe("first-user groups: an agent reads no colleague's address, roles or branch through a group", () => {
  it('shows the agent names only, their own row in full; user management sees every row', async () => {
    const [role] = await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, 'Agent'));
    const made = await api('group/save', agent, { name: 'Everyone', description: '' });
    expect(made.code, made.message).toBe(CODES.ok);
    const added = await api('group/addMembers', agent, {
      groupId: made.data.id,
      by: 'role',
      roleId: role?.id,
    });
    expect(added.data.added).toBeGreaterThan(1);
    const seen = await api('group/get', agent, { id: made.data.id });
    type Member = { userId: number; email: string | null; roles: string[] | null };
    const others = (seen.data.memberList as Member[]).filter((m) => m.userId !== id.agent);
    expect(others.length).toBeGreaterThan(0);
    for (const m of others) expect(m).toMatchObject({ email: null, roles: null, branch: null });
    const own = (seen.data.memberList as Member[]).find((m) => m.userId === id.agent);
    expect(own?.email).toBe('agent@bq.example.com');
    const byAdmin = await api('group/get', admin, { id: made.data.id });
    expect(
      (byAdmin.data.memberList as Member[]).every((m) => m.email !== null && m.roles !== null),
    ).toBe(true);
  });
});
