import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { expireTokens } from '../domain/finance/tokens.js';
import { repeat } from './repeat.js';

const TOKEN_SWEEP_MS = 15 * 60 * 1000;

/**
 * Unspent tokens expire (docs/finance-books.md "Tokens"): every fifteen minutes, and once at start,
 * the sweep posts an expiry transfer on each account holding more than its grants still valid
 * by the business clock. A spend expires its buyer's account first, in its own transaction, so
 * tokens past their day are never spent between two sweeps. The timer is unref'd and stopped
 * on close.
 */
export const tokensPlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  repeat(app, {
    name: 'token expiry sweep',
    everyMs: TOKEN_SWEEP_MS,
    atStart: true,
    work: () => expireTokens(services.db, { now: services.now(), actor: null }),
  });
};
