import { meta } from './define.js';

/**
 * The signed-in person's own pay: their commission lines and pay statements. Any signed-in person
 * may call these ('user'), because the request names nobody: the server reads the actor's own
 * accounts and statements only, so there is no one else's figure to ask for (someone with no
 * agent account sees empty lists).
 */
export const myPayMeta = {
  commissions: meta('bq/myPay/commissions', 'user', 'json'),
  statements: meta('bq/myPay/statements', 'user', 'json'),
  statement: meta('bq/myPay/statement', 'user', 'json'),
  statementPdf: meta('bq/myPay/statementPdf', 'user', 'json'),
} as const;
