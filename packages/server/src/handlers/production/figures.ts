import { MODULE_IDS, periodsOf } from '@bq/contract';
import { businessDay, moneyToDecimal, parseMoney, sumMoney } from '@bq/validators';
import { businessStamp } from '../../clock/business-clock.js';
import type { FamilyHandlers, SessionUser } from '../../context.js';
import type { Credit } from '../../domain/production/credits.js';
import {
  type Figure,
  keyOf,
  rankFigures,
  sidesText,
  sumCredits,
} from '../../domain/production/figures.js';
import {
  closedPeriods,
  closePeriod,
  creditsOf,
  latestClosingMonth,
  type Period,
  periodOf,
  reopenPeriod,
} from '../../domain/production/periods.js';
import { forbidden } from '../../envelope.js';
import { csvFile } from '../../export/csv-file.js';

/**
 * `bq/production/*`. Who reads what is decided here, for every call:
 * a manager (the manage permission item) reads everything; anyone else with the statistics page
 * reads their own figures and cases with their commission, the volume and sides of everyone in a
 * closed period (the rankings the office publishes), never another's commission, and nothing of
 * others while a period is open.
 */

export const manages = (user: SessionUser) =>
  user.modules.has(MODULE_IDS['statistical-awards/manage']);

export const periodAnswer = (p: Period) => ({
  key: p.key,
  kind: p.kind,
  from: p.from,
  to: p.to,
  closedAt: p.closedAt?.toISOString() ?? null,
  closedBy: p.closedBy,
});

type Grouping = {
  period: string;
  by: 'agent' | 'team' | 'branch' | 'region';
  office: 'written' | 'home';
};
type Measure = 'volume' | 'sides' | 'gross';

async function figuresFor(
  input: Grouping & { measure: Measure },
  user: SessionUser,
  ctx: { db: Parameters<typeof periodOf>[0]; now: () => Date },
) {
  const manager = manages(user);
  if (!manager && input.measure === 'gross')
    throw forbidden('Ranking by commission is for those who manage statistics');
  const period = await periodOf(ctx.db, input.period);
  const closed = period.id !== null;
  const credits = await creditsOf(ctx.db, period, ctx.now());
  let rows = rankFigures(sumCredits(credits, input.by, input.office), input.measure, closed);
  if (!manager && !closed) rows = rows.filter((r) => input.by === 'agent' && r.id === user.userId);
  const own = (r: Figure) => input.by === 'agent' && r.id === user.userId;
  const answerRows = rows.map((r) => ({
    id: r.id,
    name: r.name,
    rank: r.rank,
    volume: moneyToDecimal(r.volume),
    sides: sidesText(r.sideHundredths),
    gross: manager || own(r) ? moneyToDecimal(r.gross) : null,
    cases: r.caseIds.size,
    own: own(r),
  }));
  const counted = manager || closed ? credits : credits.filter((c) => c.userId === user.userId);
  return {
    period: periodAnswer(period),
    canSeeAll: manager,
    rows: answerRows,
    totals: {
      volume: moneyToDecimal(sumMoney(counted.map((c) => c.volume))),
      sides: sidesText(counted.reduce((n, c) => n + c.sideHundredths, 0)),
      gross: manager ? moneyToDecimal(sumMoney(counted.map((c) => c.gross))) : null,
      cases: new Set(counted.map((c) => c.caseId)).size,
    },
  };
}

const csvMoney = (text: string | null) => (text === null ? '' : parseMoney(text));

export const production: FamilyHandlers<'production'> = {
  async periods(_input, ctx) {
    const today = businessDay(ctx.now());
    return {
      today,
      current: periodsOf(today),
      closed: (await closedPeriods(ctx.db)).map(periodAnswer),
      latestMonth: await latestClosingMonth(
        ctx.db,
        ctx.now(),
        manages(ctx.user) ? null : ctx.user.userId,
      ),
      canManage: manages(ctx.user),
    };
  },

  async figures(input, ctx) {
    return figuresFor(input, ctx.user, ctx);
  },

  async cases(input, ctx) {
    const manager = manages(ctx.user);
    const wanted = input.id === 0 ? null : input.id;
    if (!manager && !(input.by === 'agent' && wanted === ctx.user.userId))
      throw forbidden('You may open the cases behind your own figures only');
    const period = await periodOf(ctx.db, input.period);
    const credits = await creditsOf(ctx.db, period, ctx.now());
    const list = credits.filter((c: Credit) => keyOf(c, input.by, input.office).id === wanted);
    return {
      list: list.map((c) => ({
        caseId: c.caseId,
        caseNo: c.caseNo,
        type: c.type,
        closedOn: c.closedOn,
        userId: c.userId,
        agentName: c.agentName,
        teamPercent: c.teamPercent,
        sides: sidesText(c.sideHundredths),
        volume: moneyToDecimal(c.volume),
        gross: manager || c.userId === ctx.user.userId ? moneyToDecimal(c.gross) : null,
      })),
    };
  },

  async exportCsv(input, ctx) {
    const f = await figuresFor(input, ctx.user, ctx);
    const header = [
      input.by === 'agent' ? 'Agent' : input.by[0]?.toUpperCase() + input.by.slice(1),
    ];
    return csvFile(`production-${f.period.key}-${input.by}-${businessStamp(ctx.now())}.csv`, [
      ['Rank', ...header, 'Closed volume', 'Sides', 'Gross commission', 'Cases'],
      ...f.rows.map((r) => [
        r.rank ?? '',
        r.name,
        parseMoney(r.volume),
        r.sides,
        csvMoney(r.gross),
        r.cases,
      ]),
      [
        '',
        'Total',
        parseMoney(f.totals.volume),
        f.totals.sides,
        csvMoney(f.totals.gross),
        f.totals.cases,
      ],
    ]);
  },

  async closePeriod({ period }, ctx) {
    const done = await ctx.db.transaction((tx) => closePeriod(tx, ctx.act(), period));
    return { period: periodAnswer(done.period), credits: done.credits };
  },

  async reopenPeriod({ period, reason }, ctx) {
    const done = await ctx.db.transaction((tx) =>
      reopenPeriod(tx, ctx.act(), { key: period, reason }),
    );
    return { period: periodAnswer(done) };
  },
};
