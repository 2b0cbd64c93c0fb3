import { meta } from './define.js';

/**
 * Field data from real browsers: the portal reports its Core Web Vitals (web-vitals) for a
 * sample of page loads, without a token or anything personal, so the metrics show what staff
 * and visitors feel on their own machines (docs/operations.md).
 */
export const vitalsMeta = {
  report: meta('bq/vitals/report', 'public', 'json'),
} as const;

/** The metrics reported, as web-vitals names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** A page as its route pattern (`/transaction/caselist/:status?`), never an address with ids. */
export const VITAL_PAGE = /^\/[A-Za-z0-9/:?_-]{0,119}$/;
