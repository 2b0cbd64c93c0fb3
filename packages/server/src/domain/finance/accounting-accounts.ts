import type { AccountingAccountRow } from '@bq/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { accountingAccounts } from '../../db/schema-accounting.js';
import { type LedgerAccountKind, ledgerAccounts } from '../../db/schema-ledger.js';
import { conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { accountLabels } from './corrections-views.js';

/**
 * The chart-of-accounts mapping of the accounting export (docs/finance-books.md "Accounting export"):
 * each USD ledger account to the account of the office's books its lines are exported to.
 */

export interface AccountingAccount {
  name: string;
  number: string;
}

/**
 * What an account of each kind usually is in a brokerage's QuickBooks file. Only a suggestion,
 * applied when finance saves it: an office's chart has its own names, and a journal posted to
 * an account QuickBooks does not know would have to be fixed by hand after the import. Payees
 * are liabilities (what the office owes them), kept out of Accounts Payable, which QuickBooks
 * takes in a journal entry only with a vendor named on the line.
 */
export const SUGGESTED_ACCOUNTS: Readonly<Record<LedgerAccountKind, string>> = {
  agent: 'Commissions Payable:Agents',
  coach: 'Commissions Payable:Coaches',
  lecturer: 'Accrued Liabilities:Lecturers',
  vendor: 'Accrued Liabilities:Vendors',
  referral: 'Referral Fees Payable',
  cash: 'Checking',
  income: 'Commission Income',
  expense: 'Commission Expense',
  receivable: 'Commissions Receivable',
  tokens: 'Token Liability',
};

/** Only dollars reach the office's books: tokens are the office's internal credits. */
const usd = eq(ledgerAccounts.unit, 'USD');

/** Every USD ledger account, oldest first, with its mapping and its kind's suggestion. */
export async function accountingAccountRows(
  db: Db | Tx,
  only?: number,
): Promise<AccountingAccountRow[]> {
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      name: accountingAccounts.name,
      number: accountingAccounts.number,
    })
    .from(ledgerAccounts)
    .leftJoin(accountingAccounts, eq(accountingAccounts.ledgerAccountId, ledgerAccounts.id))
    .where(only === undefined ? usd : and(usd, eq(ledgerAccounts.id, only)))
    .orderBy(asc(ledgerAccounts.id));
  const labels = await accountLabels(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ledgerAccountId: r.id,
    kind: r.kind,
    label: labels.get(r.id) ?? `Account ${r.id}`,
    mapped: r.name === null ? null : { name: r.name, number: r.number ?? '' },
    suggested: { name: SUGGESTED_ACCOUNTS[r.kind] ?? 'Other', number: '' },
  }));
}

/** Maps one USD ledger account (saving again replaces its mapping). */
export async function saveAccountingAccount(
  tx: Tx,
  act: Act,
  input: { ledgerAccountId: number } & AccountingAccount,
): Promise<AccountingAccountRow> {
  const [account] = await tx
    .select({ unit: ledgerAccounts.unit })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, input.ledgerAccountId));
  if (!account) throw notFound(`Ledger account ${input.ledgerAccountId}`);
  if (account.unit !== 'USD')
    throw conflict('Only dollar accounts are exported to the books: tokens stay in the ledger');
  const values = {
    name: input.name,
    number: input.number,
    updatedBy: act.actor,
    updatedAt: act.now,
  };
  await tx
    .insert(accountingAccounts)
    .values({ ledgerAccountId: input.ledgerAccountId, ...values })
    .onConflictDoUpdate({ target: accountingAccounts.ledgerAccountId, set: values });
  const [row] = await accountingAccountRows(tx, input.ledgerAccountId);
  if (!row) throw notFound(`Ledger account ${input.ledgerAccountId}`);
  return row;
}

/** Maps every unmapped USD ledger account to its kind's suggestion; answers how many. */
export async function mapSuggestedAccounts(tx: Tx, act: Act): Promise<number> {
  const unmapped = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .leftJoin(accountingAccounts, eq(accountingAccounts.ledgerAccountId, ledgerAccounts.id))
    .where(and(usd, isNull(accountingAccounts.ledgerAccountId)));
  if (unmapped.length === 0) return 0;
  await tx
    .insert(accountingAccounts)
    .values(
      unmapped.map((a) => ({
        ledgerAccountId: a.id,
        name: SUGGESTED_ACCOUNTS[a.kind] ?? 'Other',
        number: '',
        updatedBy: act.actor,
        updatedAt: act.now,
      })),
    )
    .onConflictDoNothing();
  return unmapped.length;
}
