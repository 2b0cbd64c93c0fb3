import { CODES } from '@bq/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orgs, outbox, roles } from '../src/db/schema.js';
import { userIdOf } from './applications-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';
import { refused } from './ledger-helpers.js';
import { startSmtp } from './smtp-helpers.js';

/**
 * Groups and group e-mail (issue 28 item 1): members by name, role or branch (each once); a group
 * is its owner's unless the role holds every group; a mail is one message per member through the
 * message center, as each chose (e-mail, portal, both), once per key, with members who turned
 * group mail off skipped and counted, and each member's delivery readable.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let admin: string;
let agent: string;
let multi: string;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startApp({ SMTP_URL: smtp.url });
  admin = await sessionFor(t, 'admin@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
  multi = await sessionFor(t, 'multi@bq.example.com');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const FORM = new Set(['group/list', 'group/get', 'group/remove', 'group/removeMember']);
const api = (path: string, token: string, body: Record<string, unknown> = {}) =>
  call(
    t.app,
    `bq/${path}`,
    body,
    FORM.has(path) || path.startsWith('groupMail/l') || path === 'groupMail/get'
      ? { token }
      : json(token),
  );
const idOf = async (table: typeof orgs | typeof roles, name: string) => {
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.name, name));
  if (!row) throw new Error(name);
  return row.id;
};
const names = (list: { name: string }[]) => list.map((m) => m.name);
let keys = 0;
const key = () => `group-mail-key-${++keys}`;

/** Waits until the outbox worker has sent (or failed) every mail of `mailId`. */
async function delivered(mailId: number) {
  for (;;) {
    const mail = await api('groupMail/get', admin, { id: mailId });
    if (mail.data.delivery.queued === 0 && mail.data.delivery.sending === 0) return mail.data;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('groups and their members', () => {
  it('adds a branch (with the branches under it), a role and a person, each person once', async () => {
    const made = await api('group/save', admin, { name: 'Bay Area agents', description: 'Region' });
    expect(made.code, made.message).toBe(CODES.ok);
    const id = made.data.id;
    // The region's branches: San Jose (Alex Agent), Fremont (Nico Nolicense), San Francisco (Max).
    const byBranch = await api('group/addMembers', admin, {
      groupId: id,
      by: 'branch',
      branchId: await idOf(orgs, 'Bay Area'),
    });
    expect(byBranch.data).toEqual({ added: 3, already: 0 });
    const byRole = await api('group/addMembers', admin, {
      groupId: id,
      by: 'role',
      roleId: await idOf(roles, 'Agent'),
    });
    // Agents elsewhere come in; the three already there are counted, not repeated.
    expect(byRole.data.already).toBe(3);
    expect(byRole.data.added).toBeGreaterThan(0);
    const person = await api('group/addMembers', admin, {
      groupId: id,
      by: 'person',
      userIds: [await userIdOf(t, 'lecturer@bq.example.com')],
    });
    expect(person.data).toEqual({ added: 1, already: 0 });

    const group = await api('group/get', admin, { id });
    expect(group.code, group.message).toBe(CODES.ok);
    expect(names(group.data.memberList)).toContain('Lee Lecturer');
    const alex = group.data.memberList.find((m: { name: string }) => m.name === 'Alex Agent');
    expect(alex).toMatchObject({ addedBy: 'branch', addedWith: 'Bay Area', branch: 'San Jose' });
    expect(group.data.members).toBe(group.data.memberList.length);

    const tourist = await api('group/addMembers', admin, {
      groupId: id,
      by: 'person',
      userIds: [await userIdOf(t, 'tourist@bq.example.com')],
    });
    expect(tourist.data.fields).toEqual([
      { field: 'userIds', message: 'names someone who is not on the office staff' },
    ]);
  });

  it("keeps an agent's groups their own: another's group is not found, nor listed", async () => {
    const mine = await api('group/save', agent, { name: 'My buyers team' });
    expect(mine.code, mine.message).toBe(CODES.ok);
    const theirs = await api('group/save', admin, { name: 'Managers only' });
    const agentList = await api('group/list', agent);
    expect(agentList.code, agentList.message).toBe(CODES.ok);
    expect(names(agentList.data.list)).toEqual(['My buyers team']);
    expect((await api('group/get', agent, { id: theirs.data.id })).code).toBe(CODES.notFound);
    const intrude = await api('group/addMembers', agent, {
      groupId: theirs.data.id,
      by: 'person',
      userIds: [await userIdOf(t, 'agent@bq.example.com')],
    });
    expect(intrude.code).toBe(CODES.notFound);
    // The administrators' role holds every group.
    expect(names((await api('group/list', admin)).data.list)).toContain('My buyers team');
    // One name per office, whatever the case.
    const twice = await api('group/save', admin, { name: 'MANAGERS ONLY' });
    expect(twice.data.fields).toEqual([
      { field: 'name', message: 'is already the name of another group' },
    ]);
    const stale = await api('group/save', admin, {
      id: theirs.data.id,
      name: 'Managers',
      version: theirs.data.version + 1,
    });
    expect(stale.code).toBe(CODES.conflict);
  });
});

describe('group mail', () => {
  it('goes once per member as each chose, skips and counts who turned it off, and shows delivery', async () => {
    const made = await api('group/save', admin, { name: 'San Jose office' });
    const id = made.data.id;
    await api('group/addMembers', admin, {
      groupId: id,
      by: 'branch',
      branchId: await idOf(orgs, 'San Jose'),
    });
    await api('group/addMembers', admin, {
      groupId: id,
      by: 'person',
      userIds: [
        await userIdOf(t, 'lecturer@bq.example.com'),
        await userIdOf(t, 'multi@bq.example.com'),
      ],
    });
    // Max turns group mail off; the lecturer reads it in the portal; Alex keeps e-mail.
    const off = await api('messagePreference/update', multi, {
      code: 'group-mail',
      delivery: 'none',
    });
    expect(off.data).toEqual({ code: 'group-mail', delivery: 'none' });
    const lecturer = await sessionFor(t, 'lecturer@bq.example.com');
    await api('messagePreference/update', lecturer, { code: 'group-mail', delivery: 'station' });
    // A message the office requires cannot be turned off.
    const required = await api('messagePreference/update', multi, {
      code: 'password-changed',
      delivery: 'none',
    });
    expect(required.data.fields[0].field).toBe('delivery');

    const mail = {
      groupId: id,
      source: 'text',
      subject: 'Team meeting for {groupName}',
      body: 'Hello {userName}, we meet on Monday at 9.',
    };
    const preview = await api('groupMail/preview', admin, mail);
    expect(preview.data).toMatchObject({
      subject: 'Team meeting for San Jose office',
      sampleName: 'Alex Agent',
      recipients: 2,
      skipped: 1,
    });
    expect(preview.data.body).toMatch(/^Hello Alex Agent, we meet on Monday at 9\.\n\n--\n/);

    const once = key();
    const sent = await api('groupMail/send', admin, { ...mail, idempotencyKey: once });
    expect(sent.code, sent.message).toBe(CODES.ok);
    const again = await api('groupMail/send', admin, { ...mail, idempotencyKey: once });
    expect(again.data.id).toBe(sent.data.id);
    const altered = await api('groupMail/send', admin, {
      ...mail,
      body: 'Other',
      idempotencyKey: once,
    });
    expect(altered.code).not.toBe(CODES.ok);

    const done = await delivered(sent.data.id);
    expect(done.delivery).toMatchObject({ sent: 1, portal: 1, skipped: 1, failed: 0 });
    expect(done.deliveries.map((d: { name: string; state: string }) => [d.name, d.state])).toEqual([
      ['Alex Agent', 'sent'],
      ['Lee Lecturer', 'portal'],
      ['Max Multirole', 'skipped'],
    ]);
    // One e-mail, to Alex only, with his own name; the lecturer's copy is a letter.
    const received = smtp.received.filter((m) => m.subject === 'Team meeting for San Jose office');
    expect(received.map((m) => m.to)).toEqual([['agent@bq.example.com']]);
    expect(received[0]?.raw).toContain('Hello Alex Agent, we meet on Monday at 9.');
    const letters = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.title, 'Team meeting for San Jose office'));
    expect(letters).toHaveLength(1);
    expect(letters[0]?.content).toContain('Hello Lee Lecturer');

    const history = await api('groupMail/list', admin, { groupId: id });
    expect(history.data.list.map((m: { id: number }) => m.id)).toEqual([sent.data.id]);
  });

  it('refuses a text naming what a group mail does not fill in, and an empty group', async () => {
    const made = await api('group/save', admin, { name: 'Nobody yet' });
    const unknown = await api('groupMail/preview', admin, {
      groupId: made.data.id,
      source: 'text',
      subject: 'Hi',
      body: 'Your {caseNo}',
    });
    expect(unknown.data.fields[0]).toMatchObject({ field: 'body' });
    const empty = await api('groupMail/send', admin, {
      groupId: made.data.id,
      source: 'template',
      idempotencyKey: key(),
    });
    expect(empty.data.fields).toEqual([
      { field: 'groupId', message: 'has no members to write to' },
    ]);
  });

  it("writes the office's template in each member's language, and never rewrites a recipient", async () => {
    const made = await api('group/save', admin, { name: 'Template readers' });
    await api('group/addMembers', admin, {
      groupId: made.data.id,
      by: 'person',
      userIds: [await userIdOf(t, 'agent@bq.example.com')],
    });
    const sent = await api('groupMail/send', admin, {
      groupId: made.data.id,
      source: 'template',
      idempotencyKey: key(),
    });
    // Listed as it reads, not as the template's variables.
    expect(sent.data.subject).toBe('Template readers: a message from Ada Admin');
    const [queued] = await t.database.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.subject, 'Template readers: a message from Ada Admin'));
    expect(queued).toBeDefined();
    await refused(
      t.database.db.execute(sql`UPDATE group_mail_recipients SET skipped = true`),
      /written once/,
    );
  });
});
