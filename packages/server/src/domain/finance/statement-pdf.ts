import type { MyStatement } from '@bq/contract';
import { formatMoney, MONTH_NAMES, parseMoney } from '@bq/validators';
import { letterDocument } from '../../files/pdf-text.js';

export const OFFICE = 'BQ Realty, Inc.';

/** 'October 2026' for '2026-10'. */
export const monthName = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

const money = (decimal: string) => formatMoney(parseMoney(decimal));

/**
 * A person's pay statement as a PDF: its month, state, every line (day, case, what, amount) and
 * its total. Dated by the business day it is made on, so the same statement prints the same bytes
 * that day.
 */
export async function statementPdf(
  s: MyStatement,
  person: string,
  generatedOn: string,
): Promise<Uint8Array> {
  const title = `Pay statement ${monthName(s.month)}`;
  const { text, next, bold, save } = await letterDocument({
    title: `${title} - ${person}`,
    author: OFFICE,
    day: generatedOn,
  });
  text(OFFICE, 50, 10, bold);
  next(24);
  text(title, 50, 16, bold);
  next(22);
  text(`${person} - status: ${s.status}`, 50, 11);
  next(16);
  text(`Total: ${money(s.total)}    Paid: ${money(s.paidTotal)}`, 50, 11, bold);
  next(28);
  text('Day', 50, 9, bold);
  text('Case', 120, 9, bold);
  text('Line', 210, 9, bold);
  text('Amount', 500, 9, bold);
  next(14);
  for (const l of s.lines) {
    text(l.day, 50, 9);
    text(l.caseNo ?? '-', 120, 9);
    text(l.memo.length > 60 ? `${l.memo.slice(0, 59)}...` : l.memo, 210, 9);
    text(money(l.amount), 500, 9);
    next(13);
  }
  next(10);
  text(`Total ${money(s.total)}`, 420, 11, bold);
  if (s.feesOwed.length > 0) {
    // Fees the person did not agree to have netted: owed, so shown, but not part of the total.
    next(24);
    text('Fees owed, not deducted', 50, 10, bold);
    next(14);
    for (const l of s.feesOwed) {
      text(l.day, 50, 9);
      text(l.memo.length > 60 ? `${l.memo.slice(0, 59)}...` : l.memo, 210, 9);
      text(money(l.amount), 500, 9);
      next(13);
    }
  }
  next(20);
  text(`Printed ${generatedOn}`, 50, 8);
  return save();
}
