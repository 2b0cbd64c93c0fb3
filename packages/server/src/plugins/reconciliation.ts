import type { FastifyPluginAsync } from 'fastify';
import { businessDay, businessWallClock } from '../clock/business-clock.js';
import type { Services } from '../context.js';
import { alertLedgerDifferences } from '../domain/finance/reconcile-alert.js';
import { repeat } from './repeat.js';

const CHECK_MS = 30 * 60 * 1000;
/** The hour (California) from which the night's reconciliation runs: after the day's postings. */
const NIGHT_HOUR = '02';

/**
 * The nightly reconciliation (docs/finance-books.md "Reconciliation"): every half hour the timer looks
 * at the services' clock, and the first look from 02:00 of a business day runs it once that day.
 * What finance is told is kept in the database (`ledger_alerts`), so a restart that runs it again
 * mails nothing new. The timer is unref'd and stopped on close.
 */
export const reconciliationPlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  let ranOn: string | null = null;
  repeat(app, {
    name: 'nightly reconciliation',
    everyMs: CHECK_MS,
    work: async () => {
      const now = services.now();
      const day = businessDay(now);
      if (ranOn === day || businessWallClock(now).slice(11, 13) < NIGHT_HOUR) return;
      ranOn = day;
      await alertLedgerDifferences(services.db, { now, actor: null });
    },
  });
};
