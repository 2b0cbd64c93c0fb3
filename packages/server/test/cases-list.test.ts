import { randomBytes } from 'node:crypto';
import { moneyOf, moneyToDecimal, parseMoney } from '@bq/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../src/clock/business-clock.js';
import { ADDRESS, tc, tokens, userId, type Who } from './cases-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';

/** The case list (search), the history pages and the dashboard figures. */

let t: TestApp;
let tk: Record<Who, string>;
const tag = `zq${randomBytes(3).toString('hex')}`;
const made: { id: number; type: number; price: string | null }[] = [];

beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
  const specs = [
    { type: 1, purchaseKind: 'new', purchasePrice: '900000' },
    { type: 3, listPrice: '1500000.5' },
    { type: 4, loanAmount: '120000' },
    { type: 5 },
    { type: 6, purchasePrice: '2000000' },
  ] as const;
  for (const [i, { type, ...rest }] of specs.entries()) {
    const created = await tc(t.app, 'create', tk.agent, {
      type,
      ...('purchaseKind' in rest ? { purchaseKind: rest.purchaseKind } : {}),
    });
    const { purchaseKind: _k, ...prices } = rest as Record<string, string>;
    await tc(t.app, 'saveDraft', tk.agent, {
      id: created.data.id,
      address: { ...ADDRESS, street: `${10 + i} Elm Street` },
      clients: [{ name: `Client ${tag} ${i}` }],
      ...prices,
    });
    made.push({ id: created.data.id, type, price: Object.values(prices)[0] ?? null });
  }
  // PGlite start plus demo seeding: generous, the CI machine may be busy.
}, 180_000);
afterAll(() => t.close());

const search = (who: Who, body: object) => tc(t.app, 'search', tk[who], body);

type ListRow = {
  id: number;
  price: string | null;
  closeOfEscrowDate: string | null;
  updatedAt: string;
};

/** The documented order, written independently of the server: key, then id; empty keys last. */
function byRule(sortBy: string, sortOrder: string) {
  const sign = sortOrder === 'asc' ? 1 : -1;
  const key = (r: ListRow) =>
    sortBy === 'price'
      ? r.price === null
        ? null
        : Number(r.price)
      : sortBy === 'closeDate'
        ? r.closeOfEscrowDate
        : sortBy === 'updatedAt'
          ? r.updatedAt
          : r.id;
  return (a: ListRow, b: ListRow) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka === kb) return (a.id - b.id) * sign;
    if (ka === null) return 1;
    if (kb === null) return -1;
    return (ka < kb ? -1 : 1) * sign;
  };
}

describe('search', () => {
  it('filters by keyword over client, case number and address', async () => {
    const byClient = await search('admin', { keyword: tag.toUpperCase() });
    expect(byClient.data.total).toBe(5);
    const first = byClient.data.list[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'addressKey',
        'addressLine',
        'caseNo',
        'clientNames',
        'closeOfEscrowDate',
        'createdAt',
        'id',
        'ownerId',
        'ownerName',
        'price',
        'purchaseKind',
        'status',
        'type',
        'updatedAt',
      ].sort(),
    );
    expect(first).toMatchObject({ ownerName: 'Alex Agent', status: 'draft' });
    expect((await search('admin', { keyword: first.caseNo })).data.list[0].id).toBe(first.id);
    expect((await search('admin', { keyword: `${tag} 2` })).data.total).toBe(1);
    expect((await search('agent', { keyword: '12 elm st' })).data.total).toBeGreaterThanOrEqual(1);
    // LIKE wildcards are literal.
    expect((await search('admin', { keyword: '%' })).data.total).toBe(0);
  });

  it('filters by type, purchase kind, status, owner and date', async () => {
    expect((await search('admin', { keyword: tag, type: 4 })).data.total).toBe(1);
    expect(
      (await search('admin', { keyword: tag, type: '1', purchaseKind: 'new' })).data.total,
    ).toBe(1);
    expect((await search('admin', { keyword: tag, status: 'draft' })).data.total).toBe(5);
    expect(
      (await search('admin', { keyword: tag, status: ['submitted', 'closed'] })).data.total,
    ).toBe(0);
    const agentId = await userId(t, 'agent@bq.example.com');
    expect((await search('admin', { keyword: tag, ownerId: agentId })).data.total).toBe(5);
    expect((await search('agent', { keyword: tag, ownerId: agentId })).data.total).toBe(5);
    const today = businessDay(new Date(t.clock.now));
    const later = businessDay(new Date(t.clock.now + 3 * 86_400_000));
    expect((await search('admin', { keyword: tag, dateFrom: later })).data.total).toBe(0);
    const around = await search('admin', {
      keyword: tag,
      dateFrom: businessDay(new Date(t.clock.now - 3 * 86_400_000)),
      dateTo: today,
    });
    expect(around.data.total).toBe(5);
  });

  it('sorts by price with empty prices last, both ways, and by case number', async () => {
    const prices = async (sortOrder: string) =>
      (await search('admin', { keyword: tag, sortBy: 'price', sortOrder })).data.list.map(
        (r: { price: string | null }) => (r.price === null ? null : Number(r.price)),
      );
    expect(await prices('asc')).toEqual([120000, 900000, 1500000.5, 2000000, null]);
    expect(await prices('desc')).toEqual([2000000, 1500000.5, 900000, 120000, null]);
    const nos = (await search('admin', { keyword: tag, sortBy: 'caseNo', sortOrder: 'asc' })).data
      .list;
    expect(nos.map((r: { id: number }) => r.id)).toEqual(made.map((m) => m.id));
  });

  it('answers the same totals from the kept counts as from counting rows', async () => {
    const wide = { dateFrom: '2000-01-01' }; // any date filter makes search count rows
    const agentId = await userId(t, 'agent@bq.example.com');
    for (const filter of [
      {},
      { status: 'draft' },
      { status: ['closed', 'cancelled'] },
      { type: 1, purchaseKind: 'new' },
      { type: 5, status: 'closed' },
      { ownerId: agentId, status: 'submitted' },
    ]) {
      const fromCounts = (await search('admin', filter)).data.total;
      expect(
        (await search('admin', { ...filter, ...wide })).data.total,
        JSON.stringify(filter),
      ).toBe(fromCounts);
    }
    // The trigger follows status moves inside the same transaction.
    const { id } = (await tc(t.app, 'create', tk.agent, { type: 6 })).data;
    const count = async (status: string) => (await search('admin', { status })).data.total;
    const [drafts, cancelled] = [await count('draft'), await count('cancelled')];
    await tc(t.app, 'changeStatus', tk.agent, { id, to: 'cancelled' });
    expect([await count('draft'), await count('cancelled')]).toEqual([drafts - 1, cancelled + 1]);
  });

  it('pages without overlap or gaps', async () => {
    const seen: number[] = [];
    for (const pageNum of [1, 2, 3]) {
      const page = await search('admin', {
        keyword: tag,
        pageNum,
        pageSize: 2,
        sortBy: 'createdAt',
      });
      expect(page.data.total).toBe(5);
      seen.push(...page.data.list.map((r: { id: number }) => r.id));
    }
    expect(seen.sort()).toEqual(made.map((m) => m.id).sort());
    const beyond = await search('admin', { keyword: tag, pageNum: 9, pageSize: 2 });
    expect(beyond.data).toEqual({ total: 5, list: [] });
    expect((await search('admin', { pageSize: 101 })).code).toBe(400);
    expect((await search('admin', { sortBy: 'owner' })).code).toBe(400);
  });

  it("pages an agent's own and shared cases in one order", async () => {
    for (const sort of [
      { sortBy: 'updatedAt', sortOrder: 'desc' },
      { sortBy: 'price', sortOrder: 'asc' },
      { sortBy: 'closeDate', sortOrder: 'desc' },
      { sortBy: 'caseNo', sortOrder: 'asc' },
    ]) {
      const whole = (await search('agent', { ...sort, pageSize: 100 })).data;
      const paged: number[] = [];
      for (let pageNum = 1; (pageNum - 1) * 7 < whole.total; pageNum++) {
        const page = (await search('agent', { ...sort, pageNum, pageSize: 7 })).data;
        expect(page.total).toBe(whole.total);
        paged.push(...page.list.map((r: { id: number }) => r.id));
      }
      expect(paged, JSON.stringify(sort)).toEqual(whole.list.map((r: { id: number }) => r.id));
      expect(
        whole.list.map((r: ListRow) => r.id),
        JSON.stringify(sort),
      ).toEqual(
        [...whole.list].sort(byRule(sort.sortBy, sort.sortOrder)).map((r: ListRow) => r.id),
      );
    }
    const shared = await search('mentor', { pageSize: 100 });
    const me = await userId(t, 'mentor@bq.example.com');
    expect(shared.data.list.some((r: { ownerId: number }) => r.ownerId !== me)).toBe(true);
  });

  it('shows an agent only cases they own or share', async () => {
    const me = await userId(t, 'agent@bq.example.com');
    const all = await search('agent', { pageSize: 100 });
    expect(all.data.total).toBeGreaterThan(5);
    for (const row of all.data.list) {
      if (row.ownerId === me) continue;
      const detail = await tc(t.app, 'get', tk.agent, { id: row.id });
      expect(detail.data.teamSplit.map((r: { userId: number }) => r.userId)).toContain(me);
    }
    const everyone = await search('finance', { pageSize: 1 });
    expect(everyone.data.total).toBeGreaterThan(all.data.total);
  });
});

describe('history by address', () => {
  it('groups cases by normalised address and lists one address in detail', async () => {
    const index = await tc(t.app, 'historyAddresses', tk.admin, { pageSize: 100 });
    expect(index.code).toBe(200);
    const shared = index.data.list.find((a: { caseCount: number }) => a.caseCount >= 2);
    expect(shared).toBeDefined();
    const detail = await tc(t.app, 'historyByAddress', tk.admin, { addressKey: shared.addressKey });
    expect(detail.data.total).toBe(shared.caseCount);
    expect(detail.data.list[0].id).toBe(shared.latestCaseId);
    const mine = await tc(t.app, 'historyAddresses', tk.agent, { keyword: tag });
    expect(mine.data.list.map((a: { addressKey: string }) => a.addressKey)).toContain(
      '12 elm st #2, san jose, ca 95112',
    );
  });
});

describe('dashboard', () => {
  const dash = async (name: string, who: Who = 'agent') =>
    (await call(t.app, `bq/index/${name}`, {}, { token: tk[who] })).data;

  it('counts agree with each other and cover 12 months', async () => {
    for (const who of ['agent', 'admin', 'lecturer'] as const) {
      const counts = await dash('personalCaseCount', who);
      const statuses = await dash('transactionStatus', who);
      const types = await dash('transactionType', who);
      const sum = (l: { count: number }[]) => l.reduce((s, r) => s + r.count, 0);
      expect(sum(statuses.list)).toBe(counts.total);
      expect(sum(types.list)).toBe(counts.total);
      expect(statuses.list).toHaveLength(6);
      const month = await dash('monthCase', who);
      expect(month.list).toHaveLength(12);
      const view = await dash('monthView', who);
      expect(view.list.map((m: { month: string }) => m.month)).toEqual(
        month.list.map((m: { month: string }) => m.month),
      );
      if (who === 'lecturer') expect(counts.total).toBe(0);
    }
    const agent = await dash('personalCaseCount');
    expect(agent.draft).toBeGreaterThanOrEqual(5);
    expect(agent.openedThisMonth).toBeGreaterThanOrEqual(5);
    const commission = await dash('commissionStatistic');
    expect(commission.list).toHaveLength(12);
    // The total is the months' amounts added to the cent, written with its two places.
    const cents = commission.list.reduce(
      (sum: bigint, m: { amount: string }) => sum + parseMoney(m.amount).minor,
      0n,
    );
    expect(cents).toBeGreaterThan(0n);
    expect(commission.total).toBe(moneyToDecimal(moneyOf(cents)));
  });
});
