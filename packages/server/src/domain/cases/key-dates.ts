import { and, between, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { cases } from '../../db/schema-cases.js';

/** The key dates of a case a person's calendar shows. */
export const KEY_DATES = ['acceptanceDate', 'contingencyRemovalDate', 'closeOfEscrowDate'] as const;
export type KeyDate = (typeof KEY_DATES)[number];

export interface CaseKeyDates {
  id: number;
  caseNo: string;
  type: 1 | 3 | 4 | 5 | 6;
  purchaseKind: 'new' | 'resale' | null;
  street: string;
  unit: string;
  city: string;
  version: number;
  acceptanceDate: string | null;
  contingencyRemovalDate: string | null;
  closeOfEscrowDate: string | null;
}

/**
 * The cases that are the person's own (they own it or its team split names them) with a key date
 * between two business dates (inclusive). Only their own even for a role that sees every case: a
 * calendar shows what concerns the person, not the office's hundred thousand closings. A
 * cancelled case has no dates to keep.
 */
export async function keyDatesOf(
  db: Db | Tx,
  userId: number,
  from: string,
  to: string,
): Promise<CaseKeyDates[]> {
  const mine = sql`${cases.id} IN (SELECT id FROM cases WHERE owner_id = ${userId}
    UNION SELECT case_id FROM case_team WHERE user_id = ${userId})`;
  return (
    db
      .select({
        id: cases.id,
        caseNo: cases.caseNo,
        type: cases.type,
        purchaseKind: cases.purchaseKind,
        street: cases.street,
        unit: cases.unit,
        city: cases.city,
        version: cases.version,
        acceptanceDate: cases.acceptanceDate,
        contingencyRemovalDate: cases.contingencyRemovalDate,
        closeOfEscrowDate: cases.closeOfEscrowDate,
      })
      .from(cases)
      .where(
        and(
          mine,
          ne(cases.status, 'cancelled'),
          or(
            between(cases.acceptanceDate, from, to),
            between(cases.contingencyRemovalDate, from, to),
            between(cases.closeOfEscrowDate, from, to),
          ),
        ),
      )
      .orderBy(cases.id)
      // A bound against a runaway read, not a page: a person has a handful of cases a month.
      .limit(2000)
  );
}
