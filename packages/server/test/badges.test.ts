import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/index.js';
import { applications, messages, users } from '../src/db/schema.js';
import { call, PG_ADMIN_URL, sessionFor, startApp, type TestApp, testConfig } from './helpers.js';

/**
 * The badge counts are answered from memory between writes. Every write through this server shows
 * at once; a write this server did not see (another server on the same PostgreSQL, or SQL run
 * directly) shows once BADGE_CACHE_SECONDS (5 s by default) have passed.
 */

let t: TestApp;
/** A second server on the same database: its own process-level caches, its own pool on PostgreSQL. */
let other: { app: FastifyInstance; database: Database | null };
beforeAll(async () => {
  t = await startApp();
  const url = PG_ADMIN_URL
    ? ((await t.database.db.execute('select current_database() as name')) as unknown as {
        rows: { name: string }[];
      })
    : null;
  const database = url
    ? await openDatabase({
        databaseUrl: PG_ADMIN_URL?.replace(/\/[^/]*$/, `/${url.rows[0]?.name}`) ?? null,
        dataDir: '',
      })
    : null;
  const app = await buildApp({
    config: testConfig({ SEED_DEMO: '0' }),
    database: database ?? t.database,
    now: () => new Date(t.clock.now),
    logger: false,
  });
  await app.ready();
  other = { app, database };
});
afterAll(async () => {
  await other?.app.close();
  await other?.database?.close();
  await t?.close();
});

const json = (token: string) => ({ token, encoding: 'json' as const });
const unread = async (app: FastifyInstance, token: string) =>
  (await call(app, 'bq/messageStation/getUnreadNum', {}, { token })).data.unReadNum as number;
const num = async (app: FastifyInstance, token: string) =>
  (await call(app, 'bq/application/getNum', {}, { token })).data as {
    pendingApprovalNum: number;
    approveNum: number;
  };
const todoCount = async (app: FastifyInstance, token: string, type: string) =>
  (
    (await call(app, 'bq/statistical/getTodoList', {}, { token })).data.list as {
      type: string;
      count: number;
    }[]
  ).find((i) => i.type === type)?.count;
async function userId(email: string) {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row?.id ?? 0;
}
const pastTtl = () => {
  t.clock.now += 5_001;
};

describe('badge counts stay right after every kind of write', () => {
  it('a letter sent, marked read, marked unread and deleted shows at once on this server', async () => {
    const lecturerId = await userId('lecturer@bq.example.com');
    const lecturer = await sessionFor(t, 'lecturer@bq.example.com');
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const before = await unread(t.app, lecturer);
    expect(await todoCount(t.app, lecturer, 'message')).toBe(before);

    const sent = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [lecturerId], title: 'Badge', content: 'count me' },
      json(agent),
    );
    expect(sent.data.sent).toBe(1);
    expect(await unread(t.app, lecturer)).toBe(before + 1);
    expect(await todoCount(t.app, lecturer, 'message')).toBe(before + 1);

    const list = await call(
      t.app,
      'bq/messageStation/getMessageList',
      { pageNum: 1, pageSize: 1, status: 0 },
      { token: lecturer },
    );
    const id = list.data.list[0].id as number;
    await call(
      t.app,
      'bq/messageStation/updateMessageStatus',
      { ids: id, status: 1 },
      { token: lecturer },
    );
    expect(await unread(t.app, lecturer)).toBe(before);
    await call(
      t.app,
      'bq/messageStation/updateMessageStatus',
      { ids: id, status: 0 },
      { token: lecturer },
    );
    expect(await unread(t.app, lecturer)).toBe(before + 1);
    await call(t.app, 'bq/messageStation/delete', { ids: id }, { token: lecturer });
    expect(await unread(t.app, lecturer)).toBe(before);
  });

  it('a letter sent through another server shows there at once and here within the TTL', async () => {
    const lecturerId = await userId('lecturer@bq.example.com');
    const lecturer = await sessionFor(t, 'lecturer@bq.example.com');
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const before = await unread(t.app, lecturer);
    expect(await unread(other.app, lecturer)).toBe(before);

    const sent = await call(
      other.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [lecturerId], title: 'Elsewhere', content: 'from the other server' },
      json(agent),
    );
    expect(sent.data.sent).toBe(1);
    expect(await unread(other.app, lecturer)).toBe(before + 1);
    // Served from this server's memory: the other server's write is not seen yet…
    expect(await unread(t.app, lecturer)).toBe(before);
    pastTtl();
    // …and is once the TTL has passed.
    expect(await unread(t.app, lecturer)).toBe(before + 1);
  });

  it('applications written elsewhere show in both getNum counts within the TTL', async () => {
    const agentId = await userId('agent@bq.example.com');
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const approver = await sessionFor(t, 'approver@bq.example.com');
    const mine = await num(t.app, agent);
    const theirs = await num(t.app, approver);
    const [row] = await t.database.db
      .insert(applications)
      .values({ applicantId: agentId, type: 'tutor' })
      .returning({ id: applications.id });
    pastTtl();
    expect((await num(t.app, agent)).approveNum).toBe(mine.approveNum + 1);
    expect((await num(t.app, approver)).pendingApprovalNum).toBe(theirs.pendingApprovalNum + 1);
    expect(await todoCount(t.app, approver, 'approval')).toBe(theirs.pendingApprovalNum + 1);

    await t.database.db
      .update(applications)
      .set({ status: 'approved' })
      .where(eq(applications.id, row?.id ?? 0));
    pastTtl();
    expect(await num(t.app, agent)).toEqual(mine);
    expect((await num(t.app, approver)).pendingApprovalNum).toBe(theirs.pendingApprovalNum);
  });

  it('a direct database write is not seen before the TTL: the counts really come from memory', async () => {
    const lecturerId = await userId('lecturer@bq.example.com');
    const lecturer = await sessionFor(t, 'lecturer@bq.example.com');
    const before = await unread(t.app, lecturer);
    await t.database.db
      .insert(messages)
      .values({ userId: lecturerId, title: 'direct', content: 'sql', sender: 'ops' });
    t.clock.now += 4_000;
    expect(await unread(t.app, lecturer)).toBe(before);
    t.clock.now += 1_001;
    expect(await unread(t.app, lecturer)).toBe(before + 1);
  });
});
