import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';
import { stepUp } from './two-step.js';

/**
 * Tokens and finance statistics (docs/finance.md). The token calls are
 * ours, in the spec's style: the buyer reads their own tokens; finance's token page grants,
 * reads accounts and lines and reconciles them. `getFinance` is the spec's call.
 */
const tokens = MODULE_IDS['financial/token'];
const statistics = MODULE_IDS['financial/statistics'];

export const tokenMeta = {
  mine: meta('bq/token/mine', 'user'),
  accounts: meta('bq/token/accounts', { modules: [tokens] }),
  lines: meta('bq/token/lines', { modules: [tokens] }),
  grant: stepUp(meta('bq/token/grant', { modules: [tokens] }, 'json')),
  checkAccount: meta('bq/token/checkAccount', { modules: [tokens] }),
  exportAccounts: meta('bq/token/exportAccounts', { modules: [tokens] }),
} as const;

export const statisticalFinanceMeta = {
  getFinance: meta('bq/statistical/getFinance', { modules: [statistics] }),
  exportFinance: meta('bq/statistical/exportFinance', { modules: [statistics] }),
} as const;
