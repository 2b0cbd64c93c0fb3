import { meta } from '@bq/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { payStatements } from '../../db/schema-payroll.js';
import { type AreaSearch, hit, passes } from '../shared/search.js';

/**
 * Pay statements. Finance (the payroll list's gate) finds anyone's by person or pay period; every
 * other person only their own, by pay period, as My statements lists them: never a colleague's.
 */
export const searchStatements: AreaSearch = async (db, who, ask) => {
  const finance = passes(who, meta.payroll.statements.permission);
  const match = ask.recent
    ? undefined
    : finance
      ? sql`(${payStatements.month} LIKE ${ask.like} OR lower(${users.name}) LIKE ${ask.like}
          OR lower(${users.email}) LIKE ${ask.like})`
      : sql`${payStatements.month} LIKE ${ask.like}`;
  const rows = await db
    .select({
      id: payStatements.id,
      month: payStatements.month,
      status: payStatements.status,
      person: users.name,
    })
    .from(payStatements)
    .innerJoin(users, eq(users.id, payStatements.userId))
    .where(and(finance ? undefined : eq(payStatements.userId, who.userId), match))
    .orderBy(desc(payStatements.month), desc(payStatements.id))
    .limit(ask.limit);
  return rows.map((r) =>
    hit({
      kind: 'statement',
      id: r.id,
      title: `${r.person} · ${r.month}`,
      details: [r.status],
      path: finance
        ? `/financial/staffwages/detail?id=${r.id}`
        : `/agent-center/my-statements/detail?id=${r.id}`,
    }),
  );
};
