import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { VITAL_NAMES, VITAL_PAGE, vitalsMeta } from '../meta/vitals.js';
import { defineCall } from './define.js';
import { nothing } from './fields.js';

/**
 * One page load's vitals. Milliseconds for LCP, INP, FCP and TTFB, a unitless score for CLS; a
 * value past `FIELD_LIMITS.vitals.maxValue` is not a measurement and is refused.
 */
export const vitals = {
  report: defineCall({
    ...vitalsMeta.report,
    request: z.object({
      page: z.string().regex(VITAL_PAGE, 'must be a route pattern like /home'),
      vitals: z
        .array(
          z.object({
            name: z.enum(VITAL_NAMES),
            value: z.number().min(0).max(FIELD_LIMITS.vitals.maxValue),
          }),
        )
        .min(1)
        .max(VITAL_NAMES.length),
    }),
    response: nothing(),
  }),
};
