import { CHANGE_MASK, type ChangeRow, CODES, MODULE_IDS } from '@bq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, TEST_NOW_ISO } from '../../../scripts/test-clock.mjs';
import { userId } from './cases-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { newCourse } from './institute-helpers.js';
import { agentIdOf, people } from './people-helpers.js';

/**
 * The one change log (migration 0206, docs/change-log.md): a write through the call path is kept
 * with who, when, which record and the fields before and after, money and secrets masked; the
 * database refuses to change or remove it; each record's history is read by whoever may open the
 * record, the whole log by administrators only.
 */

let t: TestApp;
let admin: string;
let agent: string;
let adminId: number;
let agentId: number;
let agentUser: number;
let otherId: number;

beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
  agentId = await agentIdOf(t, 'agent@bq.example.com');
  agentUser = await userId(t, 'agent@bq.example.com');
  otherId = await agentIdOf(t, 'mentor@bq.example.com');
  adminId = await userId(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

const json = (token: string) => ({ token, encoding: 'json' as const });
const history = (token: string, kind: string, id?: string) =>
  call(
    t.app,
    'bq/changeLog/recordHistory',
    id === undefined ? { kind } : { kind, id },
    json(token),
  );
const fieldOf = (rows: ChangeRow[], field: string) =>
  rows.flatMap((r) => r.fields.map((f) => ({ ...f, row: r }))).find((f) => f.field === field);

describe('writes through the call path are logged', () => {
  it("a person's phone: who, when, the call, before and after", async () => {
    const edit = await people(t, 'bq/agentInfo/editAgent', admin, {
      agentId: otherId,
      phone: '415 555 0188',
    });
    expect(edit.code).toBe(CODES.ok);
    const rows: ChangeRow[] = (await history(admin, 'person', String(otherId))).data;
    const phone = fieldOf(rows, 'phone');
    expect(phone?.after).toBe('(415) 555-0188');
    expect(phone?.before).toMatch(/^\(415\) 555-\d{4}$/);
    expect(phone?.before).not.toBe(phone?.after);
    expect(phone?.row).toMatchObject({
      op: 'update',
      table: 'agent_profiles',
      call: 'bq/agentInfo/editAgent',
      actorName: 'Ada Admin',
      at: new Date(TEST_NOW).toISOString(),
      actorId: adminId,
    });
  });

  it('a course price: the change is there, the amount masked', async () => {
    const id = await newCourse(
      t,
      admin,
      { titleEn: 'Change log course', price: '10' },
      {
        status: 'draft',
      },
    );
    const loaded = await call(t.app, 'bq/course/get', { id }, { token: admin });
    const { version } = loaded.data;
    const saved = await call(
      t.app,
      'bq/course/save',
      {
        id,
        version,
        titleEn: 'Change log course',
        titleZh: '测试课程',
        category: 'Licensing',
        online: false,
        price: '25',
        ceHours: '2.5',
        seats: 10,
        sessions: loaded.data.sessions,
      },
      json(admin),
    );
    expect(saved.code).toBe(CODES.ok);
    const rows: ChangeRow[] = (await history(admin, 'course', String(id))).data;
    const update = rows.find((r) => r.op === 'update' && r.fields.some((f) => f.field === 'price'));
    expect(update?.fields.find((f) => f.field === 'price')).toEqual({
      field: 'price',
      before: CHANGE_MASK,
      after: CHANGE_MASK,
    });
    expect(update?.call).toBe('bq/course/save');
    // The creation is kept too, with what it filled (its title in clear, its price masked).
    const created = rows.find((r) => r.op === 'insert');
    expect(created?.fields.find((f) => f.field === 'title_en')?.after).toBe('Change log course');
    expect(JSON.stringify(rows)).not.toContain('25.00');
  });

  it('a setting: set from the default, changed, reset', async () => {
    const set = (value: string) =>
      call(t.app, 'bq/serverConfig/set', { key: 'messages.letterHourlyLimit', value }, json(admin));
    expect((await set('40')).code).toBe(CODES.ok);
    expect((await set('41')).code).toBe(CODES.ok);
    expect(
      (
        await call(
          t.app,
          'bq/serverConfig/reset',
          { key: 'messages.letterHourlyLimit' },
          json(admin),
        )
      ).code,
    ).toBe(CODES.ok);
    const one: ChangeRow[] = (await history(admin, 'setting', 'messages.letterHourlyLimit')).data;
    expect(
      one.map((r) => [r.op, fieldOf([r], 'value')?.before, fieldOf([r], 'value')?.after]),
    ).toEqual([
      ['delete', '41', null],
      ['update', '40', '41'],
      ['insert', null, '40'],
    ]);
    // The settings page reads every setting's changes as one history.
    const all: ChangeRow[] = (await history(admin, 'setting')).data;
    expect(all.length).toBeGreaterThanOrEqual(3);
  });

  it('a secret never reaches the log: a password change reads masked', async () => {
    // Another person than the tests below sign in as: a new password ends their sessions.
    const norole = await sessionFor(t, 'norole@bq.example.com');
    const changed = await call(
      t.app,
      'general/user/updatePassword',
      { oldPassword: 'bq-demo-2026', newPassword: 'bq-demo-2026-new' },
      { token: norole },
    );
    const raw = await t.database.db.execute<{ before: unknown; after: unknown }>(
      sql`SELECT before, after FROM change_log WHERE table_name = 'users' AND before ? 'password_hash'`,
    );
    expect(changed.code).toBe(CODES.ok);
    expect(raw.rows.length).toBeGreaterThan(0);
    for (const row of raw.rows) {
      expect(row.before).toEqual({ password_hash: CHANGE_MASK });
      expect(row.after).toEqual({ password_hash: CHANGE_MASK });
    }
  });

  it('a write outside a call is the system’s, at the app’s clock', async () => {
    await t.database.db.transaction((tx) =>
      tx.execute(
        sql`UPDATE agent_profiles SET address = address || ' (system)' WHERE agent_id = ${otherId}`,
      ),
    );
    const [row] = (
      await t.database.db.execute<{
        actor_id: number | null;
        at: Date | string;
        call: string | null;
      }>(
        sql`SELECT actor_id, at, call FROM change_log WHERE record_kind = 'person' ORDER BY id DESC LIMIT 1`,
      )
    ).rows;
    expect(row?.actor_id).toBeNull();
    expect(row?.call).toBeNull();
    expect(new Date(row?.at ?? 0).getTime()).toBe(TEST_NOW);
  });
});

describe('the change log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of its rows, even by raw SQL', async () => {
    const before = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM change_log`,
    );
    expect(before.rows[0]?.n).toBeGreaterThan(0);
    // Drizzle wraps the database's error; its cause is what PostgreSQL said.
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await t.database.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
      return error;
    };
    expect(await refusal(sql`UPDATE change_log SET actor_id = NULL`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM change_log`)).toMatch(/append-only/);
    expect(await refusal(sql`TRUNCATE change_log`)).toMatch(/append-only/);
    const after = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM change_log`,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});

describe('who reads which history (deny by default)', () => {
  it('an agent reads their own record’s history, never another person’s', async () => {
    expect((await history(agent, 'person', String(agentId))).code).toBe(CODES.ok);
    expect((await history(agent, 'person', String(otherId))).code).toBe(CODES.forbidden);
  });

  it('an agent reads no setting, course, product or user history, nor another’s listing, group or application', async () => {
    expect((await history(agent, 'setting')).code).toBe(CODES.forbidden);
    expect((await history(agent, 'setting', 'messages.letterHourlyLimit')).code).toBe(
      CODES.forbidden,
    );
    const course = await newCourse(t, admin, {}, { status: 'draft' });
    expect([CODES.forbidden, CODES.notFound]).toContain(
      (await history(agent, 'course', String(course))).code,
    );
    for (const kind of ['product', 'user']) {
      expect((await history(agent, kind, '1')).code).toBe(CODES.forbidden);
    }
    // Another's listing, group or application reads as one that is not there, as on its page.
    const [others] = (
      await t.database.db.execute<{
        listing: number | null;
        grp: number | null;
        app: number | null;
      }>(
        sql`SELECT (SELECT min(id) FROM listings WHERE list_agent_id <> ${agentUser}) AS listing,
          (SELECT min(id) FROM groups WHERE owner_id <> ${agentUser}) AS grp,
          (SELECT min(id) FROM applications WHERE applicant_id <> ${agentUser}) AS app`,
      )
    ).rows;
    for (const [kind, id] of [
      ['listing', others?.listing],
      ['group', others?.grp],
      ['application', others?.app],
    ] as const) {
      expect([CODES.forbidden, CODES.notFound]).toContain(
        (await history(agent, kind, String(id ?? 999_999))).code,
      );
    }
  });

  it('an agent reads the history of a group of theirs and of their own application', async () => {
    const made = await call(
      t.app,
      'bq/group/save',
      { name: 'Change log buyers', description: '' },
      json(agent),
    );
    expect(made.code).toBe(CODES.ok);
    const group: ChangeRow[] = (await history(agent, 'group', String(made.data.id))).data;
    expect(group[0]).toMatchObject({ op: 'insert', actorId: agentUser, call: 'bq/group/save' });
    const [own] = (
      await t.database.db.execute<{ app: number }>(
        sql`SELECT min(id) AS app FROM applications WHERE applicant_id = ${agentUser}`,
      )
    ).rows;
    expect((await history(agent, 'application', String(own?.app))).code).toBe(CODES.ok);
  });

  it('a record id is required except for the settings', async () => {
    expect((await history(admin, 'person')).code).toBe(CODES.badInput);
  });

  it('the whole log is for administrators, filtered by person, kind and days', async () => {
    expect((await call(t.app, 'bq/changeLog/query', {}, json(agent))).code).toBe(CODES.forbidden);
    // The test clock's business day (Tuesday 1 December in California).
    const day = TEST_NOW_ISO.slice(0, 10);
    const mine = await call(
      t.app,
      'bq/changeLog/query',
      { actorId: adminId, kind: 'setting', from: day, to: day },
      json(admin),
    );
    expect(mine.code).toBe(CODES.ok);
    expect(mine.data.total).toBeGreaterThanOrEqual(3);
    for (const row of mine.data.list as ChangeRow[]) {
      expect(row).toMatchObject({ kind: 'setting', actorId: adminId });
    }
    const later = await call(
      t.app,
      'bq/changeLog/query',
      { kind: 'setting', from: '2030-01-01' },
      json(admin),
    );
    expect(later.data).toEqual({ total: 0, list: [] });
    expect(MODULE_IDS['system/change-log']).toBe('7000000000000712');
  });
});
