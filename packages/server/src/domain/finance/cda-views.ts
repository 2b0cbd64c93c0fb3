import type { CaseCda, CdaLine, CdaVersion } from '@bq/contract';
import { moneyToDecimal } from '@bq/validators';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { cases, outbox, users } from '../../db/schema.js';
import { cdaVersions } from '../../db/schema-cda.js';
import { notFound } from '../../envelope.js';
import { type CdaShare, sharesOf } from './cda-check.js';
import { OFFICE } from './statement-pdf.js';

/**
 * A case's CDA as finance and title/escrow read it: each version's payees in words (the agents,
 * their coaches, the referring brokerage, the office's fees and company dollar) and what became
 * of it. The lines are the version's stored shares, never a new pricing.
 */

/** A version's payees, member by member, zero amounts left out: they add up to its gross. */
export function cdaLines(caseNo: string, shares: readonly CdaShare[]): CdaLine[] {
  const lines: CdaLine[] = [];
  const add = (line: Omit<CdaLine, 'amount'>, amount: CdaShare['agent']) => {
    if (amount.minor !== 0n) lines.push({ ...line, amount: moneyToDecimal(amount) });
  };
  for (const s of shares) {
    const of = `${s.memberName}, ${s.teamPercent}% of the team`;
    add(
      { kind: 'agent', userId: s.userId, payee: s.memberName, what: `Agent's net (${of})` },
      s.agent,
    );
    add(
      {
        kind: 'coach',
        userId: s.coachId,
        payee: s.coachName ?? '',
        what: `Coach's share (coach of ${s.memberName})`,
      },
      s.coach,
    );
    add(
      {
        kind: 'referral',
        userId: null,
        payee: `Referring brokerage of case ${caseNo}`,
        what: `Referral fee (${of})`,
      },
      s.referralFee,
    );
    add(
      { kind: 'transaction_fee', userId: null, payee: OFFICE, what: `Transaction fee (${of})` },
      s.transactionFee,
    );
    add(
      { kind: 'company_dollar', userId: null, payee: OFFICE, what: `Company dollar (${of})` },
      s.office,
    );
  }
  return lines;
}

type Party = { company?: string; officer?: string; email?: string };

/** The case's address on one line: `1 Test Street Apt 2, San Jose, CA 95112`. */
export const addressLine = (c: {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}) =>
  [
    [c.street, c.unit].filter(Boolean).join(' '),
    c.city,
    [c.state.toUpperCase(), c.zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/** A case's CDA: its versions newest first, and what the form starts from. */
export async function caseCdaOf(
  db: Db | Tx,
  caseId: number,
  secondPersonAbove: string,
): Promise<CaseCda> {
  const [c] = await db.select().from(cases).where(eq(cases.id, caseId));
  if (!c) throw notFound('Case');
  const rows = await db
    .select()
    .from(cdaVersions)
    .where(eq(cdaVersions.caseId, caseId))
    .orderBy(desc(cdaVersions.version));
  const shares = await sharesOf(
    db,
    rows.map((r) => r.id),
  );
  const people = [
    ...new Set(
      rows.flatMap((r) => [r.generatedBy, r.approvedBy, r.sentBy]).filter((id) => id !== null),
    ),
  ] as number[];
  const named =
    people.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, people));
  const nameOf = (id: number | null) =>
    id === null ? null : (named.find((u) => u.id === id)?.name ?? `User ${id}`);
  const mails = rows.flatMap((r) => (r.outboxId === null ? [] : [r.outboxId]));
  const states =
    mails.length === 0
      ? []
      : await db
          .select({ id: outbox.id, status: outbox.status })
          .from(outbox)
          .where(inArray(outbox.id, mails));
  const versions: CdaVersion[] = rows.map((r) => ({
    id: r.id,
    version: r.version,
    status: r.status,
    gross: r.gross,
    company: r.company,
    contact: r.contact,
    email: r.email,
    fileNo: r.fileNo,
    instructions: r.instructions,
    lines: cdaLines(c.caseNo, shares.get(r.id) ?? []),
    needsSecondPerson: r.needsSecondPerson,
    generatedBy: nameOf(r.generatedBy) ?? '',
    generatedAt: r.generatedAt.toISOString(),
    approvedBy: nameOf(r.approvedBy),
    approvedAt: r.approvedAt?.toISOString() ?? null,
    sentBy: nameOf(r.sentBy),
    sentAt: r.sentAt?.toISOString() ?? null,
    mailStatus: states.find((m) => m.id === r.outboxId)?.status ?? null,
  }));
  const latest = rows[0];
  // Escrow closes the sale in California; a title company stands in where the case names no escrow.
  const party: Party = (c.escrow as Party).company ? (c.escrow as Party) : (c.title as Party);
  return {
    caseId: c.id,
    caseNo: c.caseNo,
    caseStatus: c.status,
    address: addressLine(c),
    recipient: latest
      ? {
          company: latest.company,
          contact: latest.contact,
          email: latest.email,
          fileNo: latest.fileNo,
        }
      : {
          company: party.company ?? '',
          contact: party.officer ?? '',
          email: party.email ?? '',
          fileNo: '',
        },
    secondPersonAbove,
    versions,
  };
}
