import { z } from 'zod';
import { dashboardMeta } from '../meta/cases.js';
import { caseStatus, caseType, purchaseKind } from './case-fields.js';
import { defineCall } from './define.js';
import { empty } from './fields.js';

/**
 * Dashboard figures (`/home`), computed from the cases the caller may see (the same rule as the
 * case list). Months are `YYYY-MM` in UTC, oldest first, always 12 of them ending this month,
 * zeros included so charts need no gap filling. Amounts are decimal strings.
 */
const month = z.string();

export const dashboard = {
  personalCaseCount: defineCall({
    ...dashboardMeta.personalCaseCount,
    request: empty(),
    response: z.object({
      total: z.int(),
      /** Not yet closed or cancelled (draft, submitted, in review, approved). */
      open: z.int(),
      draft: z.int(),
      submitted: z.int(),
      inReview: z.int(),
      approved: z.int(),
      closed: z.int(),
      cancelled: z.int(),
      openedThisMonth: z.int(),
    }),
  }),
  commissionStatistic: defineCall({
    ...dashboardMeta.commissionStatistic,
    request: empty(),
    response: z.object({
      /** Sum over the 12 months. */
      total: z.string(),
      list: z.array(z.object({ month, amount: z.string(), count: z.int() })),
    }),
  }),
  transactionStatus: defineCall({
    ...dashboardMeta.transactionStatus,
    request: empty(),
    response: z.object({ list: z.array(z.object({ status: caseStatus(), count: z.int() })) }),
  }),
  transactionType: defineCall({
    ...dashboardMeta.transactionType,
    request: empty(),
    response: z.object({
      list: z.array(
        z.object({ type: caseType(), purchaseKind: purchaseKind().nullable(), count: z.int() }),
      ),
    }),
  }),
  monthView: defineCall({
    ...dashboardMeta.monthView,
    request: empty(),
    response: z.object({
      list: z.array(
        z.object({ month, opened: z.int(), closed: z.int(), closedVolume: z.string() }),
      ),
    }),
  }),
  monthCase: defineCall({
    ...dashboardMeta.monthCase,
    request: empty(),
    response: z.object({
      list: z.array(
        z.object({
          month,
          total: z.int(),
          byType: z.array(z.object({ type: caseType(), count: z.int() })),
        }),
      ),
    }),
  }),
};
