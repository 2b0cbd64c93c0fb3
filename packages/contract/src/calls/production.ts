import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import {
  AWARD_MEASURES,
  AWARD_RULES,
  awardMeta,
  PERIOD_KEY,
  PRODUCTION_GROUPINGS,
  PRODUCTION_MEASURES,
  PRODUCTION_OFFICES,
  productionMeta,
} from '../meta/production.js';
import { amount } from './amount.js';
import { defineCallOf } from './define.js';
import { id, int, line, text } from './fields.js';

const L = FIELD_LIMITS.awards;

/**
 * Production statistics and awards (docs/decisions/statistics.md "Statistics and awards").
 * Amounts are dollars as decimal strings (`'1250000.00'`); sides are shares of a side with two
 * places (`'0.50'`: half of one side through a team split). `gross` is null wherever the caller
 * may not read it: an agent reads their own commission, never a colleague's or a group's.
 */

const periodKey = () =>
  z
    .string()
    .trim()
    .regex(PERIOD_KEY, 'must be a month (2026-11), a quarter (2026-Q4) or a year (2026)');

export const periodInfo = z.object({
  key: z.string(),
  kind: z.enum(['month', 'quarter', 'year']),
  from: z.string(),
  to: z.string(),
  /** Null while open: figures are live and nothing is ranked. */
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
});
export type PeriodInfo = z.infer<typeof periodInfo>;

const grouping = {
  period: periodKey(),
  by: z.enum(PRODUCTION_GROUPINGS).default('agent'),
  office: z.enum(PRODUCTION_OFFICES).default('written'),
};

export const productionRow = z.object({
  /** The agent's user id, the team's coach, the branch or region; null: none ("No team"). */
  id: z.int().nullable(),
  name: z.string(),
  /** Standard competition rank ("1224") in a closed period; null while open. */
  rank: z.int().nullable(),
  volume: z.string(),
  sides: z.string(),
  gross: z.string().nullable(),
  cases: z.int(),
  /** The caller's own row (by agent). */
  own: z.boolean(),
});
export type ProductionRow = z.infer<typeof productionRow>;

export const productionCredit = z.object({
  caseId: z.int(),
  caseNo: z.string(),
  type: z.int(),
  closedOn: z.string(),
  userId: z.int(),
  agentName: z.string(),
  teamPercent: z.string(),
  sides: z.string(),
  volume: z.string(),
  gross: z.string().nullable(),
});
export type ProductionCredit = z.infer<typeof productionCredit>;

const csvFile = z.object({ fileName: z.string(), mime: z.string(), contentBase64: z.string() });

export const production = {
  /**
   * The current month, quarter and year, the latest month with closings, every closed period;
   * whether the caller manages.
   */
  periods: defineCallOf(
    productionMeta.periods,
    z.object({}).strip(),
    z.object({
      today: z.string(),
      current: z.object({ month: z.string(), quarter: z.string(), year: z.string() }),
      closed: z.array(periodInfo),
      /**
       * The latest month, up to today, with a closing the caller's figures count (any, for a
       * manager; their own or their team split's otherwise): the page opens on it. Null: none.
       */
      latestMonth: z.string().nullable(),
      canManage: z.boolean(),
    }),
  ),
  /**
   * A period's production by agent, team, branch or region, ordered by `measure` (ranked when
   * the period is closed, from its frozen snapshot). An agent sees every row of a closed period
   * without commissions, and only their own row of an open one; ordering by commission is for
   * managers.
   */
  figures: defineCallOf(
    productionMeta.figures,
    z.object({ ...grouping, measure: z.enum(PRODUCTION_MEASURES).default('volume') }),
    z.object({
      period: periodInfo,
      canSeeAll: z.boolean(),
      rows: z.array(productionRow),
      totals: z.object({
        volume: z.string(),
        sides: z.string(),
        gross: z.string().nullable(),
        cases: z.int(),
      }),
    }),
  ),
  /** The cases behind one row, each with the share the row was credited (Σ = the row). */
  cases: defineCallOf(
    productionMeta.cases,
    z.object({ ...grouping, id: int({ min: 0 }) }),
    z.object({ list: z.array(productionCredit) }),
  ),
  /** `figures` as a CSV file (the same rows and the same hidden commissions). */
  exportCsv: defineCallOf(
    productionMeta.exportCsv,
    z.object({ ...grouping, measure: z.enum(PRODUCTION_MEASURES).default('volume') }),
    csvFile,
  ),
  /**
   * Reopens a closed period with the reason: the figures are live again (closings made after it
   * was closed count) until it is closed anew. Refused once an award was confirmed from it.
   */
  reopenPeriod: defineCallOf(
    productionMeta.reopenPeriod,
    z.object({ period: periodKey(), reason: text(L.reopenReason, L.reopenReason.min) }),
    z.object({ period: periodInfo }),
  ),
  /** Freezes a period that has begun: its snapshot is what rankings and awards read from then on. */
  closePeriod: defineCallOf(
    productionMeta.closePeriod,
    z.object({ period: periodKey() }),
    z.object({ period: periodInfo, credits: z.int() }),
  ),
};

export const awardWinner = z.object({
  userId: z.int(),
  name: z.string(),
  rank: z.int(),
  /** Dollars for volume, sides for sides. */
  value: z.string(),
});

export const awardProgramme = z.object({
  id: z.int(),
  name: z.string(),
  periodKey: z.string(),
  measure: z.enum(AWARD_MEASURES),
  rule: z.enum(AWARD_RULES),
  topN: z.int().nullable(),
  threshold: z.string().nullable(),
  /** Whether the period is closed (winners can be computed only then). */
  periodClosed: z.boolean(),
  /** The confirmed winners, else those the frozen statistics give now (empty while open). */
  winners: z.array(awardWinner),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  photos: z.array(z.object({ url: z.string(), caption: z.string() })),
  /** The caller may confirm: manages, the period is closed, and they are not among the winners. */
  canConfirm: z.boolean(),
});
export type AwardProgramme = z.infer<typeof awardProgramme>;

export const award = {
  list: defineCallOf(
    awardMeta.list,
    z.object({}).strip(),
    z.object({ list: z.array(awardProgramme), canManage: z.boolean() }),
  ),
  detail: defineCallOf(awardMeta.detail, z.object({ id: id() }), awardProgramme),
  /** Adds a programme (no id) or edits one not yet confirmed. */
  save: defineCallOf(
    awardMeta.save,
    z.object({
      id: id().optional(),
      name: line(L.name, L.name.min),
      periodKey: periodKey(),
      measure: z.enum(AWARD_MEASURES),
      rule: z.enum(AWARD_RULES),
      topN: int({ min: 1, max: 100 }).optional(),
      threshold: amount({ max: L.threshold }).optional(),
    }),
    awardProgramme,
  ),
  /** A person confirms the winners the frozen statistics give; never one of the winners. */
  confirm: defineCallOf(awardMeta.confirm, z.object({ id: id() }), awardProgramme),
  /** Confirmed awards, newest period first. */
  history: defineCallOf(
    awardMeta.history,
    z.object({}).strip(),
    z.object({ list: z.array(awardProgramme) }),
  ),
  /** A ceremony photo (PNG or JPEG) for a programme. */
  uploadPhoto: defineCallOf(
    awardMeta.uploadPhoto,
    z.object({
      id: id(),
      caption: text(L.caption).optional().default(''),
      fileName: text(FIELD_LIMITS.people.fileName, 1),
      mime: text(FIELD_LIMITS.people.mime, 1),
    }),
    z.object({ url: z.string() }),
  ),
};
