import type { CorrectionRow } from '@bq/contract';
import { moneyToDecimal } from '@bq/validators';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { cases, users } from '../../db/schema.js';
import {
  type CorrectionStatus,
  ledgerCorrectionLines,
  ledgerCorrections,
} from '../../db/schema-corrections.js';
import { ledgerAccounts, ledgerLines, ledgerTransfers } from '../../db/schema-ledger.js';
import { changesOf } from './correction-math.js';
import { readAmount } from './ledger-accounts.js';

/** How the correction pages read them: the rows, named, with each account's before and after. */

const KIND_LABELS: Record<string, string> = {
  agent: 'Agent',
  coach: 'Coach',
  lecturer: 'Lecturer',
  vendor: 'Vendor',
  referral: 'Referral',
  income: 'Income',
  expense: 'Expense',
  cash: 'Cash',
  receivable: 'Receivable',
  tokens: 'Tokens',
};

/** Each account as a person reads it: "Agent · Alex Agent", "Income · Company dollar". */
export async function accountLabels(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      name: ledgerAccounts.name,
      person: users.name,
    })
    .from(ledgerAccounts)
    .leftJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(inArray(ledgerAccounts.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.id,
      `${KIND_LABELS[r.kind] ?? r.kind} · ${r.person ?? r.name ?? 'the office'}`,
    ]),
  );
}

/** A transfer's lines by account id. */
async function linesOf(db: Db | Tx, transferIds: number[]) {
  if (transferIds.length === 0)
    return new Map<number, { account: number; amount: ReturnType<typeof readAmount> }[]>();
  const rows = await db
    .select({
      transferId: ledgerLines.transferId,
      account: ledgerLines.accountId,
      amount: ledgerLines.amount,
      unit: ledgerLines.unit,
    })
    .from(ledgerLines)
    .where(inArray(ledgerLines.transferId, transferIds));
  const by = new Map<number, { account: number; amount: ReturnType<typeof readAmount> }[]>();
  for (const r of rows)
    by.set(r.transferId, [
      ...(by.get(r.transferId) ?? []),
      { account: r.account, amount: readAmount(r.amount, r.unit) },
    ]);
  return by;
}

const SHOWN = 200;

/** Corrections as the pages list them, newest first. */
export async function correctionRows(
  db: Db | Tx,
  filter: { status?: CorrectionStatus; caseId?: number; transferId?: number; ids?: number[] },
): Promise<CorrectionRow[]> {
  const where: (SQL | undefined)[] = [
    filter.status ? eq(ledgerCorrections.status, filter.status) : undefined,
    filter.caseId ? eq(ledgerCorrections.caseId, filter.caseId) : undefined,
    filter.transferId
      ? or(
          eq(ledgerCorrections.originalTransferId, filter.transferId),
          eq(ledgerCorrections.replacementTransferId, filter.transferId),
          eq(ledgerCorrections.reversalTransferId, filter.transferId),
        )
      : undefined,
    filter.ids ? inArray(ledgerCorrections.id, filter.ids) : undefined,
  ];
  const rows = await db
    .select({
      c: ledgerCorrections,
      key: ledgerTransfers.eventKey,
      sourceKind: ledgerTransfers.sourceKind,
      sourceId: ledgerTransfers.sourceId,
      caseNo: cases.caseNo,
    })
    .from(ledgerCorrections)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerCorrections.originalTransferId))
    .leftJoin(cases, eq(cases.id, ledgerCorrections.caseId))
    .where(and(...where))
    .orderBy(desc(ledgerCorrections.id))
    .limit(SHOWN);
  if (rows.length === 0) return [];
  const originals = await linesOf(
    db,
    rows.map((r) => r.c.originalTransferId),
  );
  const corrected = await db
    .select()
    .from(ledgerCorrectionLines)
    .where(
      inArray(
        ledgerCorrectionLines.correctionId,
        rows.map((r) => r.c.id),
      ),
    );
  const changes = new Map(
    rows.map(({ c }) => [
      c.id,
      changesOf(
        originals.get(c.originalTransferId) ?? [],
        corrected
          .filter((l) => l.correctionId === c.id)
          .map((l) => ({ account: l.accountId, amount: readAmount(l.amount, 'USD') })),
      ),
    ]),
  );
  const labels = await accountLabels(
    db,
    [...changes.values()].flat().map((ch) => ch.account),
  );
  const people = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      inArray(users.id, [
        0,
        ...rows
          .flatMap((r) => [r.c.proposedBy, r.c.decidedBy])
          .filter((x): x is number => x !== null),
      ]),
    );
  const nameOf = (id: number | null) =>
    id === null ? null : (people.find((p) => p.id === id)?.name ?? null);
  return rows.map(({ c, key, sourceKind, sourceId, caseNo }) => ({
    id: c.id,
    status: c.status,
    kind: c.kind,
    originalTransferId: c.originalTransferId,
    originalKey: key,
    reversalTransferId: c.reversalTransferId,
    replacementTransferId: c.replacementTransferId,
    sourceKind,
    sourceId,
    caseNo: caseNo ?? null,
    reason: c.reason,
    moved: c.moved,
    needsSecondPerson: c.needsSecondPerson,
    changes: (changes.get(c.id) ?? []).map((ch) => ({
      account: ch.account,
      label: labels.get(ch.account) ?? `Account ${ch.account}`,
      before: moneyToDecimal(ch.before),
      after: moneyToDecimal(ch.after),
    })),
    proposedById: c.proposedBy,
    proposedBy: nameOf(c.proposedBy),
    proposedAt: c.proposedAt.toISOString(),
    decidedById: c.decidedBy,
    decidedBy: nameOf(c.decidedBy),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    note: c.note,
  }));
}

/** Which corrections name these transfers (as original, reversal or replacement), by transfer. */
export async function correctionLinks(
  db: Db | Tx,
  transferIds: number[],
): Promise<Map<number, number>> {
  if (transferIds.length === 0) return new Map();
  const ids = [...new Set(transferIds)];
  const rows = await db
    .select()
    .from(ledgerCorrections)
    .where(
      and(
        eq(ledgerCorrections.status, 'posted'),
        or(
          inArray(ledgerCorrections.originalTransferId, ids),
          inArray(ledgerCorrections.reversalTransferId, ids),
          inArray(ledgerCorrections.replacementTransferId, ids),
        ),
      ),
    );
  const by = new Map<number, number>();
  for (const r of rows)
    for (const t of [r.originalTransferId, r.reversalTransferId, r.replacementTransferId])
      if (t !== null && ids.includes(t)) by.set(t, r.id);
  return by;
}
