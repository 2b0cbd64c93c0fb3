import { CODES, SEARCH_KINDS, type SearchHit } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema-commerce.js';
import { payStatements } from '../src/db/schema-payroll.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

/**
 * The Ctrl-K search (bq/search/query) asks each area with that area's read rules: every kind ×
 * role here, with records made for two agents, so a colleague's case, draft, statement, listing,
 * group or order never comes back, while finance and the administrator find what their lists show.
 */

const WHO = {
  agent: 'agent@bq.example.com',
  colleague: 'mentor@bq.example.com',
  finance: 'finance@bq.example.com',
  admin: 'admin@bq.example.com',
  approver: 'approver@bq.example.com',
  tourist: 'tourist@bq.example.com',
} as const;
type Who = keyof typeof WHO;

let t: TestApp;
const tk = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;
/** Made for this test: each agent's statement, order, listing and group. */
const made = {
  statement: {} as Record<'agent' | 'colleague', number>,
  order: {} as Record<'agent' | 'colleague', { id: number; reference: string }>,
  listing: {} as Record<'agent' | 'colleague', number>,
  group: {} as Record<'agent' | 'colleague', number>,
};

const json = (token: string) => ({ token, encoding: 'json' as const });

async function search(who: Who, q: string, kinds?: readonly string[]) {
  const answer = await call(t.app, 'bq/search/query', kinds ? { q, kinds } : { q }, json(tk[who]));
  expect(answer.code, answer.message).toBe(CODES.ok);
  return answer.data as { recent: boolean; groups: { kind: string; hits: SearchHit[] }[] };
}
const hitsOf = async (who: Who, q: string, kind: string) =>
  (await search(who, q, [kind])).groups.flatMap((g) => g.hits);
const idsOf = async (who: Who, q: string, kind: string) =>
  (await hitsOf(who, q, kind)).map((h) => h.id);

beforeAll(async () => {
  t = await startApp();
  for (const who of Object.keys(WHO) as Who[]) {
    tk[who] = await sessionFor(t, WHO[who]);
    const user = await t.database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, WHO[who]),
    });
    ids[who] = user?.id ?? 0;
  }
  const at = new Date(t.clock.now);
  for (const [who, n] of [
    ['agent', 1],
    ['colleague', 2],
  ] as const) {
    const [s] = await t.database.db
      .insert(payStatements)
      .values({ userId: ids[who], month: `2031-0${n}`, status: 'draft', createdAt: at })
      .returning({ id: payStatements.id });
    made.statement[who] = s?.id ?? 0;
    const reference = `BQ-310${n}01-000${n}`;
    const [o] = await t.database.db
      .insert(orders)
      .values({ buyerId: ids[who], state: 'placed', reference, createdAt: at, updatedAt: at })
      .returning({ id: orders.id });
    made.order[who] = { id: o?.id ?? 0, reference };
    const listing = await call(
      t.app,
      'bq/listing/add',
      {
        PropertyType: 'Residential',
        UnparsedAddress: `${n}00 Quillfeather Lane`,
        City: 'San Mateo',
        StateOrProvince: 'ca',
        PostalCode: '94401',
        ListPrice: '1250000',
        BedroomsTotal: 3,
        BathroomsTotalInteger: 2,
      },
      json(tk[who]),
    );
    expect(listing.code, listing.message).toBe(CODES.ok);
    made.listing[who] = listing.data.id;
    const group = await call(t.app, 'bq/group/save', { name: `Zephyr team ${n}` }, json(tk[who]));
    expect(group.code, group.message).toBe(CODES.ok);
    made.group[who] = group.data.id;
  }
}, 180_000);
afterAll(() => t?.close());

describe('cases', () => {
  it("finds an agent's own cases by street, never a colleague's (nor the colleague's draft)", async () => {
    // BQ-2026-000008 (5120 Wilshire Blvd) is the colleague's draft; 1452 Lincoln Ave the agent's.
    expect(await idsOf('agent', 'wilshire', 'case')).toEqual([]);
    const lincoln = await hitsOf('agent', 'linc', 'case');
    expect(lincoln.length).toBeGreaterThan(0);
    expect(lincoln[0]?.details.join(' ')).toMatch(/Lincoln Ave/);
    expect(lincoln[0]?.path).toMatch(/^\/transaction\/[a-z-]+-process\?id=\d+$/);
    expect(await idsOf('colleague', 'wilshire', 'case')).toContain(8);
    expect(await idsOf('agent', 'BQ-2026-000008', 'case')).toEqual([]);
  });

  it('finance, the administrator and the approver find every case, as their case list shows', async () => {
    for (const who of ['finance', 'admin', 'approver'] as const) {
      expect(await idsOf(who, 'wilshire', 'case'), who).toContain(8);
    }
    expect(await idsOf('tourist', 'wilshire', 'case')).toEqual([]);
  });

  it('a case number typed in full jumps to its case, first and exact', async () => {
    const answer = await search('admin', 'bq-2026-000008');
    expect(answer.groups[0]?.kind).toBe('case');
    expect(answer.groups[0]?.hits[0]).toMatchObject({
      id: 8,
      exact: true,
      title: 'BQ-2026-000008',
    });
  });
});

describe('pay statements', () => {
  it("an agent finds their own statement (a draft) and never a colleague's", async () => {
    expect(await idsOf('agent', '2031', 'statement')).toEqual([made.statement.agent]);
    expect(await idsOf('colleague', '2031', 'statement')).toEqual([made.statement.colleague]);
    expect(await idsOf('agent', 'Mentor', 'statement')).toEqual([]);
    const [own] = await hitsOf('agent', '2031-01', 'statement');
    expect(own?.path).toBe(`/agent-center/my-statements/detail?id=${made.statement.agent}`);
  });

  it('finance finds everyone’s, by person or period, on the payroll pages', async () => {
    const both = await idsOf('finance', '2031', 'statement');
    expect(both.sort()).toEqual([made.statement.agent, made.statement.colleague].sort());
    const [one] = await hitsOf('finance', '2031-02', 'statement');
    expect(one?.path).toBe(`/financial/staffwages/detail?id=${made.statement.colleague}`);
  });
});

describe('orders', () => {
  it('an order reference pasted in full jumps to the order; a buyer sees only their own', async () => {
    const answer = await search('agent', made.order.agent.reference.toLowerCase());
    expect(answer.groups[0]?.hits[0]).toMatchObject({
      kind: 'order',
      id: made.order.agent.id,
      exact: true,
    });
    expect(await idsOf('agent', made.order.colleague.reference, 'order')).toEqual([]);
    expect(await idsOf('finance', made.order.colleague.reference, 'order')).toEqual([
      made.order.colleague.id,
    ]);
  });
});

describe('people', () => {
  it('an e-mail jumps to its person for user managers; nobody else finds people', async () => {
    const answer = await search('admin', WHO.colleague);
    expect(answer.groups[0]?.hits[0]).toMatchObject({
      kind: 'person',
      id: ids.colleague,
      exact: true,
    });
    for (const who of ['agent', 'finance', 'approver', 'tourist'] as const) {
      expect(await idsOf(who, WHO.colleague, 'person'), who).toEqual([]);
    }
  });
});

describe('listings and groups', () => {
  it("an agent finds their own listing and group, not a colleague's; the administrator both", async () => {
    expect(await idsOf('agent', 'quillfeather', 'listing')).toEqual([made.listing.agent]);
    expect((await idsOf('admin', 'quillfeather', 'listing')).sort()).toEqual(
      [made.listing.agent, made.listing.colleague].sort(),
    );
    expect(await idsOf('agent', 'zephyr', 'group')).toEqual([made.group.agent]);
    expect((await idsOf('admin', 'zephyr', 'group')).sort()).toEqual(
      [made.group.agent, made.group.colleague].sort(),
    );
    expect(await idsOf('finance', 'quillfeather', 'listing')).toEqual([]);
  });
});

describe('every kind × role', () => {
  it('answers each kind for each role with only paths of that kind, under the limits', async () => {
    for (const who of Object.keys(WHO) as Who[]) {
      for (const kind of SEARCH_KINDS) {
        const answer = await search(who, 'an', [kind]);
        for (const group of answer.groups) {
          expect(group.kind).toBe(kind);
          expect(group.hits.length).toBeLessThanOrEqual(5);
          for (const h of group.hits) expect(h.path.startsWith('/')).toBe(true);
        }
      }
    }
  });

  it('a query under two characters lists recent records instead', async () => {
    const answer = await search('agent', 'x');
    expect(answer.recent).toBe(true);
    expect(answer.groups.map((g) => g.kind)).toContain('case');
    const cases = answer.groups.find((g) => g.kind === 'case')?.hits ?? [];
    expect(cases.map((h) => h.id)).not.toContain(8);
  });

  it('throttles a burst per person, and lets them search again a few seconds on', async () => {
    const answers = [];
    for (let i = 0; i < 45; i++) {
      answers.push(await call(t.app, 'bq/search/query', { q: 'zz' }, json(tk.approver)));
    }
    expect(answers.some((a) => a.code === CODES.tooMany)).toBe(true);
    expect((await call(t.app, 'bq/search/query', { q: 'zz' }, json(tk.agent))).code).toBe(CODES.ok);
    t.clock.now += 5_000;
    expect((await call(t.app, 'bq/search/query', { q: 'zz' }, json(tk.approver))).code).toBe(
      CODES.ok,
    );
  });

  it('refuses input outside the schema', async () => {
    const long = await call(t.app, 'bq/search/query', { q: 'x'.repeat(101) }, json(tk.agent));
    expect(long.code).toBe(CODES.badInput);
    const kind = await call(
      t.app,
      'bq/search/query',
      { q: 'ab', kinds: ['secret'] },
      json(tk.agent),
    );
    expect(kind.code).toBe(CODES.badInput);
  });
});
