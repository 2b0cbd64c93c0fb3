import { moneyOf } from '@bq/validators';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, orgs } from '../src/db/schema.js';
import { confirmProgramme } from '../src/domain/production/awards.js';
import { type Figure, rankFigures } from '../src/domain/production/figures.js';
import { tokens, userId, type Who } from './cases-helpers.js';
import { type Answer, call, startApp, type TestApp } from './helpers.js';
import { reasonOf } from './ledger-helpers.js';
import { approvedCase, closeCase } from './payroll-helpers.js';

/**
 * Production statistics and awards (issue 28 items 2, 3, 5 and §6): cases closed in a period with a
 * team split give each member their share of the side, the volume and the gross commission; a
 * closed period is a frozen snapshot that awards read, so a later closing changes neither; and an
 * agent reads no colleague's commission through any statistics call.
 */

let t: TestApp;
let tk: Record<Who, string>;
const id: Record<string, number> = {};
const PERIOD = '2026-10';
const LIST_PRICE = '999000.50';

const api = (path: string, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, path, body, { token, encoding: path === 'bq/award/save' ? 'json' : 'form' });
const ok = async (answer: Promise<Answer>) => {
  const a = await answer;
  if (a.code !== 200) throw new Error(`${a.code} ${a.message}`);
  return a.data;
};
type Row = {
  id: number | null;
  name: string;
  rank: number | null;
  volume: string;
  sides: string;
  gross: string | null;
  cases: number;
  own: boolean;
};
const figures = async (token: string, body: Record<string, unknown> = {}) =>
  (await ok(api('bq/production/figures', token, { period: PERIOD, ...body }))) as {
    rows: Row[];
    totals: { volume: string; sides: string; gross: string | null; cases: number };
    period: { closedAt: string | null };
  };
const rowOf = (rows: Row[], rowId: number | null) => rows.find((r) => r.id === rowId);

/** A listing of `owner` with a $25,000 (or given) commission and team split, approved and closed. */
async function closedListing(owner: Who, fields: Record<string, unknown>) {
  const made = await approvedCase(t, tk, tk[owner], { commissionAmount: '25000', ...fields }, 3);
  const closed = await closeCase(t, tk.approver, made.id);
  if (closed.code !== 200) throw new Error(closed.message);
  return made;
}

let firstBranch = 0;
let otherBranch = 0;

beforeAll(async () => {
  t = await startApp();
  // Mid-October 2026 in California: the demo coach agreement (mentor coaches multi) is active.
  t.clock.now = Date.parse('2026-10-15T18:00:00Z');
  tk = await tokens(t);
  for (const who of ['agent', 'mentor', 'multi', 'admin'] as const)
    id[who] = await userId(t, `${who}@bq.example.com`);
  const db = t.database.db;
  const [mine] = await db
    .select()
    .from(agents)
    .where(eq(agents.userId, id.agent ?? 0));
  firstBranch = mine?.branchId ?? 0;
  const [other] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(sql`${orgs.type} = 2 AND ${orgs.id} <> ${firstBranch}`)
    .limit(1);
  otherBranch = other?.id ?? 0;
  // The agent's listing, 40% to the mentor; the mentor's own listing at $500,000 ($10,000).
  await closedListing('agent', {
    listPrice: LIST_PRICE,
    teamSplit: [{ userId: id.mentor, percent: '40' }],
  });
  await closedListing('mentor', { listPrice: '500000', commissionAmount: '10000' });
  // The agent moves office after writing the deal: written-in and home office now differ.
  await db
    .update(agents)
    .set({ branchId: otherBranch })
    .where(eq(agents.userId, id.agent ?? 0));
});
afterAll(() => t?.close());

describe('statistics of a period', () => {
  it('credits each member of a team split their share of the side, the volume and the commission', async () => {
    const f = await figures(tk.admin);
    expect(f.period.closedAt).toBeNull();
    // 60% of $999,000.50 and of one side to the agent, 40% to the mentor (largest remainder).
    expect(rowOf(f.rows, id.agent ?? 0)).toMatchObject({
      volume: '599400.30',
      sides: '0.60',
      gross: '15000.00',
      cases: 1,
      rank: null,
    });
    expect(rowOf(f.rows, id.mentor ?? 0)).toMatchObject({
      volume: '899600.20',
      sides: '1.40',
      gross: '20000.00',
      cases: 2,
    });
    expect(f.totals).toEqual({ volume: '1499000.50', sides: '2.00', gross: '35000.00', cases: 2 });
    // Ordered by volume, highest first.
    expect(f.rows.map((r) => r.id)).toEqual([id.mentor, id.agent]);
  });

  it('groups by team, by the office written in and by the home office; the cases add up to the row', async () => {
    const teams = await figures(tk.admin, { by: 'team' });
    expect(rowOf(teams.rows, id.mentor ?? 0)).toMatchObject({
      name: "Mei Mentor's team",
      volume: '899600.20',
    });
    expect(rowOf(teams.rows, null)).toMatchObject({ name: 'No team', volume: '599400.30' });
    // The agent's credit counts for the office the deal was written in, or their new home office.
    const creditsIn = async (office: string, branch: number) =>
      (
        await ok(
          api('bq/production/cases', tk.admin, {
            period: PERIOD,
            by: 'branch',
            office,
            id: branch,
          }),
        )
      ).list.map((c: { userId: number }) => c.userId);
    expect(await creditsIn('written', firstBranch)).toContain(id.agent);
    expect(await creditsIn('home', firstBranch)).not.toContain(id.agent);
    expect(await creditsIn('home', otherBranch)).toContain(id.agent);
    expect(await creditsIn('written', otherBranch)).not.toContain(id.agent);
    const regions = await figures(tk.admin, { by: 'region', office: 'written' });
    expect(regions.rows.reduce((n, r) => n + Number(r.sides.replace('.', '')), 0)).toBe(200);
    const drill = await ok(
      api('bq/production/cases', tk.admin, { period: PERIOD, by: 'agent', id: id.mentor }),
    );
    expect(drill.list).toHaveLength(2);
    const cents = drill.list.reduce(
      (n: bigint, c: { volume: string }) => n + BigInt(c.volume.replace('.', '')),
      0n,
    );
    expect(cents).toBe(89960020n);
  });

  it('exports the figures as CSV', async () => {
    const file = await ok(api('bq/production/exportCsv', tk.admin, { period: PERIOD }));
    const text = Buffer.from(file.contentBase64, 'base64').toString('utf8');
    expect(text.split(/\r?\n/)[0]).toContain('Closed volume');
    expect(text).toContain('Mei Mentor,899600.20,1.40,20000.00,2');
  });
});

describe('closing a period and its awards', () => {
  it('closes a period once, by a manager; the snapshot is append-only in the database', async () => {
    expect((await api('bq/production/closePeriod', tk.agent, { period: PERIOD })).code).toBe(403);
    expect((await api('bq/production/closePeriod', tk.admin, { period: '2026-11' })).code).toBe(
      409,
    );
    const closed = await ok(api('bq/production/closePeriod', tk.admin, { period: PERIOD }));
    expect(closed.credits).toBe(3);
    expect((await api('bq/production/closePeriod', tk.admin, { period: PERIOD })).code).toBe(409);
    const f = await figures(tk.admin);
    expect(f.rows.map((r) => [r.id, r.rank])).toEqual([
      [id.mentor, 1],
      [id.agent, 2],
    ]);
    const raw = t.database.db;
    await expect(raw.execute(sql`UPDATE production_credits SET volume = 1`)).rejects.toSatisfy(
      (e: unknown) => /append-only/.test(reasonOf(e)),
    );
    await expect(raw.execute(sql`DELETE FROM production_periods`)).rejects.toSatisfy((e: unknown) =>
      /append-only/.test(reasonOf(e)),
    );
    await expect(
      raw.execute(sql`INSERT INTO production_credits (period_id, case_id, case_no, case_type,
        closed_on, closed_at, user_id, agent_name, team_percent, side_hundredths, volume, gross,
        written_branch, written_region, home_branch, home_region, team_name)
        SELECT p.id, c.id, c.case_no, 3, '2026-10-20', now(), c.owner_id, 'x', 100, 100, 1, 1,
          '', '', '', '', '' FROM production_periods p, cases c LIMIT 1`),
    ).rejects.toSatisfy((e: unknown) => /never added to/.test(reasonOf(e)));
  });

  it('gives an award from the frozen figures, confirmed by a person who is not a winner; later closings change nothing', async () => {
    const top = await ok(
      api('bq/award/save', tk.admin, {
        name: 'Top producer, October',
        periodKey: PERIOD,
        measure: 'volume',
        rule: 'top',
        topN: 1,
      }),
    );
    expect(top.winners).toEqual([
      { userId: id.mentor, name: 'Mei Mentor', rank: 1, value: '899600.20' },
    ]);
    const sides = await ok(
      api('bq/award/save', tk.admin, {
        name: 'One side or more',
        periodKey: PERIOD,
        measure: 'sides',
        rule: 'threshold',
        threshold: '0.60',
      }),
    );
    expect(sides.winners.map((w: { name: string; value: string }) => [w.name, w.value])).toEqual([
      ['Mei Mentor', '1.40'],
      ['Alex Agent', '0.60'],
    ]);
    // The computer proposes; a winner may not confirm, nor may whoever set it up (four eyes):
    // another manager (finance, in the demo) does.
    const mentorConfirms = t.database.db.transaction((tx) =>
      confirmProgramme(tx, { now: new Date(t.clock.now), actor: id.mentor ?? 0 }, top.id),
    );
    await expect(mentorConfirms).rejects.toSatisfy((e: unknown) => /own award/.test(reasonOf(e)));
    expect((await api('bq/award/confirm', tk.mentor, { id: top.id })).code).toBe(403);
    const confirmed = await ok(api('bq/award/confirm', tk.finance, { id: top.id }));
    expect(confirmed.confirmedBy).toBe('Fay Finance');
    expect(confirmed.canConfirm).toBe(false);
    expect((await api('bq/award/confirm', tk.finance, { id: top.id })).code).toBe(409);
    expect(
      (
        await api('bq/award/save', tk.admin, {
          id: top.id,
          name: 'Renamed',
          periodKey: PERIOD,
          measure: 'volume',
          rule: 'top',
          topN: 2,
        })
      ).code,
    ).toBe(409);

    // The agent closes a $5,000,000 listing in October after the period was closed.
    const before = await figures(tk.admin);
    await closedListing('agent', { listPrice: '5000000' });
    expect(await figures(tk.admin)).toEqual(before);
    const after = await ok(api('bq/award/detail', tk.agent, { id: top.id }));
    expect(after.winners).toEqual(top.winners);
    const history = await ok(api('bq/award/history', tk.agent));
    expect(history.list.map((p: { name: string }) => p.name)).toEqual(['Top producer, October']);
  });
});

/** Every `gross` in an answer, with whether its object is the caller's own (`own` or `userId`). */
function grossesIn(value: unknown, self: number, out: { gross: unknown; mine: boolean }[] = []) {
  if (Array.isArray(value)) for (const v of value) grossesIn(v, self, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('gross' in o) out.push({ gross: o.gross, mine: o.own === true || o.userId === self });
    for (const v of Object.values(o)) grossesIn(v, self, out);
  }
  return out;
}

describe('an agent reads no colleague’s commission through any statistics call', () => {
  it('answers every statistics call to an agent without another person’s commission', async () => {
    const self = id.agent ?? 0;
    const answers: Answer[] = [];
    for (const period of [PERIOD, '2026-Q4', '2026'])
      for (const by of ['agent', 'team', 'branch', 'region'])
        for (const office of ['written', 'home'])
          for (const measure of ['volume', 'sides']) {
            const body = { period, by, office, measure };
            answers.push(await api('bq/production/figures', tk.agent, body));
            answers.push(await api('bq/production/exportCsv', tk.agent, body));
          }
    answers.push(await api('bq/production/periods', tk.agent));
    answers.push(
      await api('bq/production/cases', tk.agent, { period: PERIOD, by: 'agent', id: self }),
    );
    answers.push(await api('bq/award/list', tk.agent));
    answers.push(await api('bq/award/history', tk.agent));
    for (const a of answers) expect(a.code, a.message).toBe(200);
    for (const g of grossesIn(
      answers.map((a) => a.data),
      self,
    ))
      if (!g.mine) expect(g.gross).toBeNull();
    // The CSVs: no colleague's commission, no total of commissions.
    for (const a of answers.filter((x) => x.data?.contentBase64)) {
      const text = Buffer.from(a.data.contentBase64, 'base64').toString('utf8');
      expect(text).not.toContain('20000.00');
      expect(text).not.toContain('35000.00');
    }
    // The closed month ranks everyone by volume and sides; the open quarter shows the agent alone.
    const month = await figures(tk.agent);
    expect(month.rows.map((r) => r.id)).toEqual([id.mentor, self]);
    expect(rowOf(month.rows, self)?.gross).toBe('15000.00');
    expect(month.totals.gross).toBeNull();
    const quarter = await figures(tk.agent, { period: '2026-Q4' });
    expect(quarter.rows.map((r) => r.id)).toEqual([self]);
    expect((await figures(tk.agent, { period: '2026-Q4', by: 'branch' })).rows).toEqual([]);

    // Refused outright: ranking by commission, a colleague's cases, a group's cases.
    const refused = [
      await api('bq/production/figures', tk.agent, { period: PERIOD, measure: 'gross' }),
      await api('bq/production/exportCsv', tk.agent, { period: PERIOD, measure: 'gross' }),
      await api('bq/production/cases', tk.agent, { period: PERIOD, by: 'agent', id: id.mentor }),
      await api('bq/production/cases', tk.agent, { period: PERIOD, by: 'branch', id: firstBranch }),
      await api('bq/agentInfo/getStatisticalInfo', tk.agent),
      await api('bq/agentAdminConfig/statisticalByDuty', tk.agent),
    ];
    for (const a of refused) expect(a.code, a.message).toBe(403);
  });
});

describe('the tie rule', () => {
  const figure = (
    id: number,
    name: string,
    cents: bigint,
    sides: number,
    last: string,
  ): Figure => ({
    id,
    name,
    volume: moneyOf(cents),
    sideHundredths: sides,
    gross: moneyOf(0n),
    caseIds: new Set([id]),
    lastClosedAt: new Date(last),
    rank: null,
  });

  it('ranks equal figures alike and skips the next rank (1, 2, 2, 4), earlier closing first', () => {
    const rows = [
      figure(1, 'Dana', 100n, 100, '2026-10-20T18:00:00Z'),
      figure(2, 'Ben', 300n, 100, '2026-10-03T18:00:00Z'),
      figure(3, 'Cy', 200n, 100, '2026-10-09T18:00:00Z'),
      figure(4, 'Abe', 200n, 100, '2026-10-09T18:00:00Z'),
      figure(5, 'Eve', 200n, 100, '2026-10-02T18:00:00Z'),
    ];
    const byVolume = rankFigures(rows, 'volume', true);
    // Eve reached $2.00 first; Abe and Cy closed last at the same moment: by name.
    expect(byVolume.map((r) => [r.name, r.rank])).toEqual([
      ['Ben', 1],
      ['Eve', 2],
      ['Abe', 2],
      ['Cy', 2],
      ['Dana', 5],
    ]);
    // Everyone tied on sides: one rank, ordered by the earlier last closing.
    expect(rankFigures(rows, 'sides', true).map((r) => [r.name, r.rank])).toEqual([
      ['Eve', 1],
      ['Ben', 1],
      ['Abe', 1],
      ['Cy', 1],
      ['Dana', 1],
    ]);
    // An open period is ordered the same way, unranked.
    expect(rankFigures(rows, 'volume', false).every((r) => r.rank === null)).toBe(true);
  });
});
