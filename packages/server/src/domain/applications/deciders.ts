import { MODULE_IDS } from '@bq/contract';
import { type SQL, sql } from 'drizzle-orm';

/** Modules whose holders decide applications: the approvers, and finance for vendor payments. */
export const DECIDE_MODULES = [MODULE_IDS['approval/examine'], MODULE_IDS['financial/vendor-pay']];

/**
 * Whether the user `userId` (an SQL expression) holds a role that decides applications. Any role
 * they hold counts, active or not: a delegate acts on the approver's authority, and a person who
 * is an approver besides being an agent is a fit delegate.
 */
export const canDecide = (userId: SQL) =>
  sql`EXISTS (SELECT 1 FROM user_roles ur JOIN role_modules rm ON rm.role_id = ur.role_id
    WHERE ur.user_id = ${userId} AND rm.module_id IN (${sql.join(
      DECIDE_MODULES.map((m) => sql`${m}`),
      sql`, `,
    )}))`;
