import type { FamilyHandlers } from '../../context.js';
import { recordVitals } from '../../domain/ops/vitals.js';

/** A page load's Core Web Vitals, into this app's metrics (keyed by its database handle). */
export const vitals: FamilyHandlers<'vitals'> = {
  async report({ page, vitals: measured }, ctx) {
    recordVitals(ctx.db, { ip: ctx.ip, now: ctx.now(), page, vitals: measured });
    return null;
  },
};
