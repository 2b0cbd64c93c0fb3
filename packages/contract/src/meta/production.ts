import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * Production statistics and awards (docs/decisions/statistics.md "Statistics and
 * awards"). Everyone with the statistics page reads; what an agent is shown of colleagues is
 * decided by the server (volume and sides of a closed period, never their commission). Closing a
 * period, and awards' programmes and confirmations, need the manage permission item.
 */
const statistical = MODULE_IDS['statistical-awards/statistical'];
const awards = MODULE_IDS['statistical-awards/awards'];
const manage = MODULE_IDS['statistical-awards/manage'];

export const PRODUCTION_GROUPINGS = ['agent', 'team', 'branch', 'region'] as const;
export type ProductionGrouping = (typeof PRODUCTION_GROUPINGS)[number];
/** Which office a deal counts for: where it was written, or the agent's home office. */
export const PRODUCTION_OFFICES = ['written', 'home'] as const;
export type ProductionOffice = (typeof PRODUCTION_OFFICES)[number];
export const PRODUCTION_MEASURES = ['volume', 'sides', 'gross'] as const;
export type ProductionMeasure = (typeof PRODUCTION_MEASURES)[number];
/** What awards rank by: the published measures (commission is never an award's measure). */
export const AWARD_MEASURES = ['volume', 'sides'] as const;
export type AwardMeasure = (typeof AWARD_MEASURES)[number];
export const AWARD_RULES = ['top', 'threshold'] as const;
export type AwardRule = (typeof AWARD_RULES)[number];

export const productionMeta = {
  periods: meta('bq/production/periods', { modules: [statistical, awards] }),
  figures: meta('bq/production/figures', { modules: [statistical] }),
  cases: meta('bq/production/cases', { modules: [statistical] }),
  exportCsv: meta('bq/production/exportCsv', { modules: [statistical] }),
  closePeriod: meta('bq/production/closePeriod', { modules: [manage] }),
  /** Those who close periods, and finance (whose pay and awards read them). */
  reopenPeriod: meta('bq/production/reopenPeriod', {
    modules: [manage, MODULE_IDS['financial/statistics']],
  }),
} as const;

export const awardMeta = {
  list: meta('bq/award/list', { modules: [awards] }),
  detail: meta('bq/award/detail', { modules: [awards] }),
  save: meta('bq/award/save', { modules: [manage] }, 'json'),
  confirm: meta('bq/award/confirm', { modules: [manage] }),
  history: meta('bq/award/history', { modules: [awards] }),
  uploadPhoto: {
    ...meta('bq/award/uploadPhoto', { modules: [manage] }, 'multipart'),
    file: { field: 'file', maxBytes: 5 * 1024 * 1024 },
  },
} as const;

/** `2026-11` (a month), `2026-Q4` (a quarter) or `2026` (a year). */
export const PERIOD_KEY = /^(\d{4})(?:-(0[1-9]|1[0-2])|-Q([1-4]))?$/;

export interface PeriodRange {
  key: string;
  kind: 'month' | 'quarter' | 'year';
  /** First and last business day, `YYYY-MM-DD` (California). */
  from: string;
  to: string;
}

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The days a period key covers; null for a key that names no period. */
export function periodRange(key: string): PeriodRange | null {
  const m = PERIOD_KEY.exec(key);
  if (!m) return null;
  const year = Number(m[1]);
  const span = (kind: PeriodRange['kind'], first: number, last: number): PeriodRange => ({
    key,
    kind,
    from: `${m[1]}-${pad(first)}-01`,
    to: `${m[1]}-${pad(last)}-${pad(lastDay(year, last))}`,
  });
  if (m[2]) return span('month', Number(m[2]), Number(m[2]));
  if (m[3]) return span('quarter', Number(m[3]) * 3 - 2, Number(m[3]) * 3);
  return span('year', 1, 12);
}

/** The month, quarter and year keys a business day (`YYYY-MM-DD`) falls in. */
export function periodsOf(day: string): { month: string; quarter: string; year: string } {
  const year = day.slice(0, 4);
  const month = Number(day.slice(5, 7));
  return {
    month: day.slice(0, 7),
    quarter: `${year}-Q${Math.ceil(month / 3)}`,
    year,
  };
}
