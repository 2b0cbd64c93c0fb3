import { compareMoney, formatMoney, type Money } from '@bq/validators';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import type { cases } from '../../db/schema.js';
import { caseReopenings, ledgerCorrections } from '../../db/schema-corrections.js';
import { caseCommissions } from '../../db/schema-payroll.js';
import { conflict, forbidden } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { changesOf, movedBy, sameAmounts } from './correction-math.js';
import { postCorrection, recordCorrection, refusalOf } from './corrections.js';
import { type LedgerLine, postTransfer, type Transfer, transferById } from './ledger.js';
import { attachToStatements } from './statements.js';

/**
 * Closing a reopened case again (docs/finance-closings.md "Corrections", the re-close rule). Its first
 * close posted `case:<id>:commission:<user>:v1` per member; each reopening makes the next close
 * post version n + 1, and for a member whose earlier commission is on the ledger that is a
 * correction: the transfer now standing for it (the earlier version, or what a correction put in
 * its place) is reversed and the new waterfall posted under `:v<n>`, so the ledger moves by the
 * difference and never holds two commissions of one case and member. A member whose lines did
 * not change posts nothing; one no longer on the team is reversed with nothing in its place.
 */

type CaseRow = typeof cases.$inferSelect;

export interface Reopening {
  reason: string;
  byUser: number;
}

/** How many times the case was reopened, and the latest reopening. */
export async function reopeningsOf(
  tx: Tx,
  caseId: number,
): Promise<{ count: number; last: Reopening | null }> {
  const rows = await tx
    .select({ reason: caseReopenings.reason, byUser: caseReopenings.byUser })
    .from(caseReopenings)
    .where(eq(caseReopenings.caseId, caseId))
    .orderBy(desc(caseReopenings.id));
  return { count: rows.length, last: rows[0] ?? null };
}

export interface EarlierCommission {
  userId: number;
  transferId: number | null;
}

/** Each member's latest commission row before `version`, with the transfer it posted. */
export async function earlierVersions(
  tx: Tx,
  caseId: number,
  version: number,
): Promise<EarlierCommission[]> {
  const rows = await tx
    .select({ userId: caseCommissions.userId, transferId: caseCommissions.transferId })
    .from(caseCommissions)
    .where(and(eq(caseCommissions.caseId, caseId), lt(caseCommissions.version, version)))
    .orderBy(desc(caseCommissions.version));
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.userId) && seen.add(r.userId));
}

/**
 * The transfer standing for `transferId` now: itself, or the replacement of its posted
 * correction (followed along), or null when it was reversed with nothing in its place.
 */
export async function liveTransfer(tx: Tx, transferId: number): Promise<Transfer | null> {
  let at = transferId;
  for (;;) {
    const [next] = await tx
      .select({ replacement: ledgerCorrections.replacementTransferId })
      .from(ledgerCorrections)
      .where(
        and(eq(ledgerCorrections.originalTransferId, at), eq(ledgerCorrections.status, 'posted')),
      );
    if (!next) return transferById(tx, at);
    if (next.replacement === null) return null;
    at = next.replacement;
  }
}

/**
 * One member's part of a re-close: `lines` (their new waterfall, possibly none) in place of
 * what stands for their earlier commission. Answers the transfer now standing for it.
 */
export async function recloseMember(
  tx: Tx,
  act: Act,
  input: {
    c: CaseRow;
    userId: number;
    reopened: Reopening;
    earlier: readonly EarlierCommission[];
    lines: LedgerLine[];
    eventKey: string;
    memo: string;
    secondPersonAbove?: Money;
  },
): Promise<number | null> {
  const prior = input.earlier.find((e) => e.userId === input.userId);
  const live = prior?.transferId ? await liveTransfer(tx, prior.transferId) : null;
  if (!live) {
    if (input.lines.length === 0) return null;
    const transfer = await postTransfer(tx, act, {
      eventKey: input.eventKey,
      source: { kind: 'case', id: input.c.id },
      memo: input.memo,
      lines: input.lines,
    });
    await attachToStatements(tx, act, transfer);
    return transfer.id;
  }
  if (sameAmounts(live.lines, input.lines)) return live.id;
  const refusal = await refusalOf(tx, live);
  if (refusal)
    throw conflict(`Closing ${input.c.caseNo} again corrects ${live.eventKey}: ${refusal}`);
  const moved = movedBy(changesOf(live.lines, input.lines));
  const needsSecondPerson =
    input.secondPersonAbove !== undefined && compareMoney(moved, input.secondPersonAbove) > 0;
  if (needsSecondPerson && act.actor === input.reopened.byUser)
    throw forbidden(
      `Closing ${input.c.caseNo} again moves ${formatMoney(moved)}, above ${formatMoney(input.secondPersonAbove as Money)}: someone other than who reopened it closes it`,
    );
  const row = await recordCorrection(tx, act, {
    kind: 'reclose',
    original: live,
    lines: input.lines,
    reason: input.reopened.reason,
    proposedBy: input.reopened.byUser,
    moved,
    needsSecondPerson,
  });
  const posted = await postCorrection(tx, act, row, {
    original: live,
    lines: input.lines,
    eventKey: input.eventKey,
    memo: input.memo,
  });
  return posted.replacementTransferId;
}

/** Members with an earlier commission who are not among `posted` now: reversed, nothing in place. */
export async function recloseMembers(
  tx: Tx,
  act: Act,
  input: {
    c: CaseRow;
    version: number;
    reopened: Reopening;
    earlier: readonly EarlierCommission[];
    posted: readonly number[];
    secondPersonAbove?: Money;
  },
): Promise<void> {
  for (const e of input.earlier) {
    if (input.posted.includes(e.userId)) continue;
    await recloseMember(tx, act, {
      ...input,
      userId: e.userId,
      lines: [],
      eventKey: `case:${input.c.id}:commission:${e.userId}:v${input.version}`,
      memo: `${input.c.caseNo}: no commission on closing again`,
    });
  }
}
