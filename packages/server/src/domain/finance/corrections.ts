import { compareMoney, formatMoney, type Money, moneyOf, moneyToDecimal } from '@bq/validators';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { auditCase } from '../../db/query-helpers.js';
import { ledgerCorrectionLines, ledgerCorrections } from '../../db/schema-corrections.js';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema-ledger.js';
import { conflict, fieldRefused, forbidden, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import {
  type AccountChange,
  changesOf,
  movedBy,
  normalLines,
  sameAmounts,
} from './correction-math.js';
import { accountLabels } from './corrections-views.js';
import {
  type LedgerLine,
  postTransfer,
  reverseTransfer,
  type Transfer,
  transferById,
} from './ledger.js';
import { readAmount } from './ledger-accounts.js';
import { attachToStatements } from './statements.js';

/**
 * Corrections of posted transfers (docs/finance-closings.md "Corrections"). A posted transfer is never
 * changed: a correction reverses it (`reverse:<transfer>`) and posts the corrected lines as a new
 * transfer (`correction:<id>`, on the original's source, so a case's commission stays the
 * case's), both in one transaction, both named by the `ledger_corrections` row with its reason.
 * Each is dated today by the business clock: a transfer of a closed month is corrected in the
 * open one. Above the office's amount (`ledger.correctionSecondPersonAbove`) a correction is
 * proposed by one person and posted by another; nobody decides their own.
 */

export const PAYOUT_REFUSAL =
  "A payout's transfers are corrected by voiding the payout (on its statement or payee page), not here";
export const TOKEN_REFUSAL =
  'Token transfers are not corrected here: a grant, spend, refund or expiry of tokens is its own transfer';

export type Correction = typeof ledgerCorrections.$inferSelect;

/** The correction waiting for a decision on this transfer, if any. */
async function openProposal(tx: Tx, transferId: number): Promise<Correction | null> {
  const [row] = await tx
    .select()
    .from(ledgerCorrections)
    .where(
      and(
        eq(ledgerCorrections.originalTransferId, transferId),
        eq(ledgerCorrections.status, 'proposed'),
      ),
    );
  return row ?? null;
}

/** The transfer that reversed this one, if any. */
export async function reversalOf(tx: Tx, transferId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reverses, transferId));
  return row?.id ?? null;
}

/** Why this transfer cannot be corrected here, or '' when it can. */
export async function refusalOf(tx: Tx, transfer: Transfer): Promise<string> {
  if (transfer.source.kind === 'payout') return PAYOUT_REFUSAL;
  if (transfer.lines.some((l) => l.amount.unit !== 'USD')) return TOKEN_REFUSAL;
  if (transfer.reverses !== null)
    return 'This transfer is a reversal: correct the transfer it reverses, or what replaced it';
  const reversed = await reversalOf(tx, transfer.id);
  if (reversed !== null)
    return `This transfer was already reversed (transfer ${reversed}): correct what replaced it`;
  const open = await openProposal(tx, transfer.id);
  if (open) return `Correction #${open.id} of this transfer is waiting for a second person`;
  return '';
}

/** The people whose own accounts the lines name: none of them decides the correction. */
async function partiesOf(tx: Tx, lines: readonly LedgerLine[]): Promise<number[]> {
  if (lines.length === 0) return [];
  const rows = await tx
    .select({ userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(
      inArray(
        ledgerAccounts.id,
        lines.map((l) => l.account),
      ),
    );
  return rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
}

/** The corrected lines, checked: known dollar accounts, balanced, and not the original again. */
async function checkedLines(
  tx: Tx,
  original: Transfer,
  lines: readonly LedgerLine[],
): Promise<LedgerLine[]> {
  const kept = normalLines(lines);
  const accounts = kept.length
    ? await tx
        .select({ id: ledgerAccounts.id, unit: ledgerAccounts.unit })
        .from(ledgerAccounts)
        .where(
          inArray(
            ledgerAccounts.id,
            kept.map((l) => l.account),
          ),
        )
    : [];
  for (const l of kept)
    if (!accounts.some((a) => a.id === l.account && a.unit === 'USD'))
      throw fieldRefused('lines', `names account ${l.account}, which is not a dollar account`);
  const sum = kept.reduce((s, l) => s + l.amount.minor, 0n);
  if (sum !== 0n)
    throw fieldRefused('lines', `must sum to zero (they are off by ${formatMoney(moneyOf(sum))})`);
  if (kept.length === 1) throw fieldRefused('lines', 'must name at least two accounts');
  if (sameAmounts(kept, original.lines))
    throw fieldRefused('lines', 'are what the transfer already posts: nothing to correct');
  return kept;
}

/** The case's history line of a posted correction: its reason, who, and each account's change. */
async function caseHistoryLine(tx: Tx, act: Act, row: Correction, changes: AccountChange[]) {
  if (row.caseId === null) return;
  const labels = await accountLabels(
    tx,
    changes.map((c) => c.account),
  );
  await auditCase(
    tx,
    row.caseId,
    { byUser: act.actor ?? row.proposedBy ?? 0, at: act.now },
    {
      change: {
        action: 'ledger-correction',
        fields: [
          `Correction #${row.id} (${formatMoney(readAmount(row.moved, 'USD'))} moved): ${row.reason}`,
          ...changes
            .filter((c) => compareMoney(c.before, c.after) !== 0)
            .map(
              (c) =>
                `${labels.get(c.account) ?? `account ${c.account}`}: ${formatMoney(c.before)} → ${formatMoney(c.after)}`,
            ),
        ],
      },
    },
  );
}

/**
 * Posts a correction row: the reversal of its original and its replacement (`eventKey`, on the
 * original's source), both put on their people's open pay statements, in the caller's
 * transaction; then the row names them and who posted it.
 */
export async function postCorrection(
  tx: Tx,
  act: Act,
  row: Correction,
  input: { original: Transfer; lines: LedgerLine[]; eventKey: string; memo: string },
): Promise<Correction> {
  const reversal = await reverseTransfer(tx, act, {
    transferId: input.original.id,
    memo: `Correction #${row.id}: ${row.reason}`.slice(0, 500),
  });
  await attachToStatements(tx, act, reversal);
  let replacement: Transfer | null = null;
  if (input.lines.length > 0) {
    replacement = await postTransfer(tx, act, {
      eventKey: input.eventKey,
      source: input.original.source,
      memo: input.memo,
      lines: input.lines,
    });
    await attachToStatements(tx, act, replacement);
  }
  const [posted] = await tx
    .update(ledgerCorrections)
    .set({
      status: 'posted',
      reversalTransferId: reversal.id,
      replacementTransferId: replacement?.id ?? null,
      decidedBy: act.actor,
      decidedAt: act.now,
    })
    .where(and(eq(ledgerCorrections.id, row.id), eq(ledgerCorrections.status, 'proposed')))
    .returning();
  if (!posted) throw conflict(`Correction #${row.id} was decided meanwhile`);
  await caseHistoryLine(tx, act, posted, changesOf(input.original.lines, input.lines));
  return posted;
}

/** Writes a correction's row and its lines, as proposed. */
export async function recordCorrection(
  tx: Tx,
  act: Act,
  input: {
    kind: Correction['kind'];
    original: Transfer;
    lines: LedgerLine[];
    reason: string;
    proposedBy: number | null;
    moved: Money;
    needsSecondPerson: boolean;
  },
): Promise<Correction> {
  const [row] = await tx
    .insert(ledgerCorrections)
    .values({
      kind: input.kind,
      status: 'proposed',
      originalTransferId: input.original.id,
      caseId: input.original.source.kind === 'case' ? input.original.source.id : null,
      reason: input.reason,
      moved: moneyToDecimal(input.moved),
      needsSecondPerson: input.needsSecondPerson,
      proposedBy: input.proposedBy,
      proposedAt: act.now,
    })
    .returning();
  if (!row) throw new Error('the correction was not written');
  if (input.lines.length > 0)
    await tx.insert(ledgerCorrectionLines).values(
      input.lines.map((l) => ({
        correctionId: row.id,
        accountId: l.account,
        amount: moneyToDecimal(l.amount),
      })),
    );
  return row;
}

async function originalOf(tx: Tx, transferId: number): Promise<Transfer> {
  // The transfer's row locked: two corrections of one transfer are decided one after the other.
  await tx
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.id, transferId))
    .for('update');
  const original = await transferById(tx, transferId);
  if (!original) throw notFound('Ledger transfer');
  return original;
}

const replacementKey = (id: number) => `correction:${id}`;
const replacementMemo = (row: Correction, original: Transfer) =>
  `Correction #${row.id} of ${original.eventKey}: ${row.reason}`.slice(0, 500);

/**
 * Finance corrects a transfer: the corrected `lines` with a reason. At or below
 * `secondPersonAbove` moved it is posted at once; above it, it waits for another person.
 */
export async function proposeCorrection(
  tx: Tx,
  act: Act,
  input: {
    transferId: number;
    reason: string;
    lines: readonly LedgerLine[];
    secondPersonAbove: Money;
  },
): Promise<Correction> {
  if (act.actor === null) throw forbidden('A person corrects the ledger');
  const original = await originalOf(tx, input.transferId);
  const refusal = await refusalOf(tx, original);
  if (refusal) throw conflict(refusal);
  const lines = await checkedLines(tx, original, input.lines);
  assertNotOwnWork(act.actor, await partiesOf(tx, [...original.lines, ...lines]), 'ledger line');
  const moved = movedBy(changesOf(original.lines, lines));
  const needsSecondPerson = compareMoney(moved, input.secondPersonAbove) > 0;
  const row = await recordCorrection(tx, act, {
    kind: 'correction',
    original,
    lines,
    reason: input.reason,
    proposedBy: act.actor,
    moved,
    needsSecondPerson,
  });
  if (needsSecondPerson) return row;
  return postCorrection(tx, act, row, {
    original,
    lines,
    eventKey: replacementKey(row.id),
    memo: replacementMemo(row, original),
  });
}

async function lockedProposal(tx: Tx, id: number): Promise<Correction> {
  const [row] = await tx
    .select()
    .from(ledgerCorrections)
    .where(eq(ledgerCorrections.id, id))
    .for('update');
  if (!row) throw notFound('Ledger correction');
  if (row.status !== 'proposed')
    throw conflict(`Correction #${row.id} is ${row.status}: only a proposed one is decided`);
  return row;
}

/** A second person posts a proposed correction: never its proposer, never on their own lines. */
export async function approveCorrection(
  tx: Tx,
  act: Act,
  input: { id: number },
): Promise<Correction> {
  if (act.actor === null) throw forbidden('A person approves a correction');
  const row = await lockedProposal(tx, input.id);
  if (row.proposedBy === act.actor)
    throw forbidden('You proposed this correction: someone other than its proposer approves it');
  const original = await originalOf(tx, row.originalTransferId);
  const stored = await tx
    .select()
    .from(ledgerCorrectionLines)
    .where(eq(ledgerCorrectionLines.correctionId, row.id));
  const lines = stored.map((l) => ({ account: l.accountId, amount: readAmount(l.amount, 'USD') }));
  assertNotOwnWork(act.actor, await partiesOf(tx, [...original.lines, ...lines]), 'ledger line');
  if ((await reversalOf(tx, original.id)) !== null)
    throw conflict(`Transfer ${original.id} was reversed meanwhile: decline this correction`);
  return postCorrection(tx, act, row, {
    original,
    lines,
    eventKey: replacementKey(row.id),
    memo: replacementMemo(row, original),
  });
}

/** A proposed correction is declined (or withdrawn by its proposer), with a note. */
export async function declineCorrection(
  tx: Tx,
  act: Act,
  input: { id: number; note: string },
): Promise<Correction> {
  if (act.actor === null) throw forbidden('A person declines a correction');
  const row = await lockedProposal(tx, input.id);
  const [done] = await tx
    .update(ledgerCorrections)
    .set({ status: 'declined', decidedBy: act.actor, decidedAt: act.now, note: input.note })
    .where(eq(ledgerCorrections.id, row.id))
    .returning();
  if (!done) throw conflict(`Correction #${row.id} was decided meanwhile`);
  return done;
}
