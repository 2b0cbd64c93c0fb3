import type { TokenAccountRow, TokenGrantRow } from '@bq/contract';
import {
  businessDay,
  businessStamp,
  compareMoney,
  moneyToDecimal,
  parseMoney,
  zeroMoney,
} from '@bq/validators';
import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { FamilyHandlers } from '../../context.js';
import type { Db } from '../../db/index.js';
import { containsPattern, countAndPage, rows } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { ledgerLines, ledgerTransfers } from '../../db/schema-ledger.js';
import { tokenGrants } from '../../db/schema-tokens.js';
import { cartTokenCost } from '../../domain/commerce/token-payment.js';
import { readAmount } from '../../domain/finance/ledger.js';
import { reconcileAccounts } from '../../domain/finance/reconcile.js';
import { grantTokens, type TokenGrant } from '../../domain/finance/tokens.js';
import { notFound } from '../../envelope.js';
import { csvFile } from '../../export/csv-file.js';

/** A numeric(14, 2) column of tokens as the contract writes them: whole (`'30'`). */
const whole = (text: string) => moneyToDecimal(readAmount(text, 'TOKEN'));

async function grantRows(db: Db, where: SQL | undefined): Promise<TokenGrantRow[]> {
  const list = await db
    .select({ g: tokenGrants, by: users.name })
    .from(tokenGrants)
    .innerJoin(users, eq(users.id, tokenGrants.grantedBy))
    .where(where)
    .orderBy(asc(tokenGrants.expiresOn), asc(tokenGrants.id));
  return list.map(({ g, by }) => grantRow(g, by));
}

const grantRow = (g: TokenGrant, by: string): TokenGrantRow => ({
  id: g.id,
  userId: g.userId,
  amount: whole(g.amount),
  reason: g.reason,
  expiresOn: g.expiresOn,
  grantedOn: g.grantedOn,
  grantedBy: by,
});

interface AccountSql {
  account_id: number;
  user_id: number;
  name: string;
  email: string;
  balance: string;
  valid: string;
  next_expiry: string | null;
}

/** Token accounts with what their valid grants hold and when the next one ends (as of `day`). */
function accountQuery(day: string, where: SQL, limit: number, offset: number) {
  return sql`
    SELECT a.id AS account_id, a.user_id, u.name, u.email, a.balance::text AS balance,
           coalesce(sum(g.amount), 0)::text AS valid, min(g.expires_on)::text AS next_expiry
      FROM ledger_accounts a
      JOIN users u ON u.id = a.user_id
      LEFT JOIN token_grants g ON g.user_id = a.user_id AND g.expires_on >= ${day}::date
     WHERE a.kind = 'tokens' AND ${where}
     GROUP BY a.id, u.id
     ORDER BY lower(u.name), a.id
     LIMIT ${limit} OFFSET ${offset}`;
}

const accountRow = (r: AccountSql): TokenAccountRow => ({
  accountId: r.account_id,
  userId: r.user_id,
  name: r.name,
  email: r.email,
  balance: whole(r.balance),
  valid: whole(r.valid),
  nextExpiry: r.next_expiry,
});

function keywordWhere(keyword: string) {
  if (!keyword) return sql`true`;
  const like = containsPattern(keyword, { lower: true });
  return sql`(lower(u.name) LIKE ${like} OR lower(u.email) LIKE ${like})`;
}

/**
 * Tokens (docs/finance-books.md "Tokens"): the buyer's own, and finance's token page
 * (`/financial/token`: accounts, lines, grants, `check-account`).
 */
export const token: FamilyHandlers<'token'> = {
  async mine(_input, ctx) {
    const me = ctx.user.userId;
    const today = businessDay(ctx.now());
    const [account] = await rows<AccountSql>(
      ctx.db,
      accountQuery(today, sql`a.user_id = ${me}`, 1, 0),
    );
    const cost = await cartTokenCost(ctx.db, me, ctx.config.tokenValue);
    // What can be spent: the balance up to what valid grants hold (the rest expires, and a spend
    // expires it first: domain/finance/tokens.ts).
    const balance = account ? readAmount(account.balance, 'TOKEN') : zeroMoney('TOKEN');
    const valid = account ? readAmount(account.valid, 'TOKEN') : zeroMoney('TOKEN');
    return {
      balance: moneyToDecimal(compareMoney(balance, valid) < 0 ? balance : valid),
      value: moneyToDecimal(ctx.config.tokenValue),
      cartTokens: cost ? moneyToDecimal(cost) : null,
      grants: await grantRows(
        ctx.db,
        and(eq(tokenGrants.userId, me), gte(tokenGrants.expiresOn, today)),
      ),
    };
  },

  async accounts({ keyword, pageNum, pageSize }, ctx) {
    const where = keywordWhere(keyword);
    const day = businessDay(ctx.now());
    return countAndPage(
      { pageNum, pageSize },
      async () => {
        const [row] = await rows<{ n: number }>(
          ctx.db,
          sql`SELECT count(*)::int AS n FROM ledger_accounts a JOIN users u ON u.id = a.user_id
               WHERE a.kind = 'tokens' AND ${where}`,
        );
        return row?.n ?? 0;
      },
      async (limit, offset) =>
        (await rows<AccountSql>(ctx.db, accountQuery(day, where, limit, offset))).map(accountRow),
    );
  },

  async lines({ accountId, pageNum, pageSize }, ctx) {
    const day = businessDay(ctx.now());
    const [found] = await rows<AccountSql>(
      ctx.db,
      accountQuery(day, sql`a.id = ${accountId}`, 1, 0),
    );
    if (!found) throw notFound('Token account');
    const where = eq(ledgerLines.accountId, accountId);
    const page = await countAndPage(
      { pageNum, pageSize },
      async () => {
        const [row] = await ctx.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(ledgerLines)
          .where(where);
        return row?.n ?? 0;
      },
      async (limit, offset) => {
        const list = await ctx.db
          .select({ l: ledgerLines, t: ledgerTransfers, by: users.name })
          .from(ledgerLines)
          .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerLines.transferId))
          .leftJoin(users, eq(users.id, ledgerTransfers.actorId))
          .where(where)
          .orderBy(desc(ledgerLines.id))
          .limit(limit)
          .offset(offset);
        return list.map(({ l, t, by }) => ({
          id: l.id,
          transferId: t.id,
          eventKey: t.eventKey,
          sourceKind: t.sourceKind,
          sourceId: t.sourceId,
          memo: t.memo,
          businessDay: t.businessDay,
          amount: whole(l.amount),
          balanceAfter: whole(l.balanceAfter),
          unit: l.unit,
          by: by ?? 'System',
        }));
      },
    );
    return {
      ...page,
      account: accountRow(found),
      grants: await grantRows(ctx.db, eq(tokenGrants.userId, found.user_id)),
    };
  },

  async grant(input, ctx) {
    const act = ctx.act();
    const { grant, created } = await ctx.db.transaction((tx) =>
      grantTokens(tx, act, {
        userId: input.userId,
        amount: parseMoney(input.amount, 'TOKEN'),
        reason: input.reason,
        expiresOn: input.expiresOn,
        requestKey: input.requestKey,
      }),
    );
    const [row] = await grantRows(ctx.db, eq(tokenGrants.id, grant.id));
    if (!row) throw notFound('Token grant');
    return { ...row, created };
  },

  async checkAccount({ unit, pageNum, pageSize }, ctx) {
    return reconcileAccounts(ctx.db, unit, { pageNum, pageSize });
  },

  async exportAccounts({ keyword }, ctx) {
    const day = businessDay(ctx.now());
    const list = await rows<AccountSql>(
      ctx.db,
      accountQuery(day, keywordWhere(keyword), 100_000, 0),
    );
    const records = list.map((r) => [
      r.name,
      r.email,
      readAmount(r.balance, 'TOKEN'),
      readAmount(r.valid, 'TOKEN'),
      r.next_expiry ?? '',
    ]);
    return csvFile(`token-accounts-${businessStamp(ctx.now())}.csv`, [
      ['Person', 'E-mail', 'Tokens', 'Granted, still valid', 'Next last day'],
      ...records,
    ]);
  },
};
