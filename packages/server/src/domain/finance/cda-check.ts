import { compareMoney, formatMoney, type Money, parseMoney } from '@bq/validators';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { type cases, users } from '../../db/schema.js';
import { cdaShares, cdaVersions } from '../../db/schema-cda.js';
import { conflict } from '../../envelope.js';
import type { MemberShare } from './commission-math.js';
import type { PricedCase } from './commission-shares.js';

/**
 * A closing against the case's CDA (docs/finance-closings.md "The CDA"): title/escrow disburses
 * what the approved CDA says, so the ledger must post exactly that. A case with a CDA closes only
 * when its standing version is approved and equal, member by member and cent by cent, to what the
 * closing would post; otherwise the refusal names each difference. A case with no CDA closes as
 * before: the cases closed before CDAs existed, and offices that do not send one, keep working.
 */

export type CdaVersionRow = typeof cdaVersions.$inferSelect;

/** A member's part as a CDA version keeps it, with the coach it pays. */
export interface CdaShare extends MemberShare {
  memberName: string;
  coachId: number | null;
  coachName: string | null;
}

/** The case's standing version (the latest one, not superseded), or null when it has no CDA. */
export async function standingCda(
  db: Db | Tx,
  caseId: number,
  lock = false,
): Promise<CdaVersionRow | null> {
  const query = db
    .select()
    .from(cdaVersions)
    .where(and(eq(cdaVersions.caseId, caseId), ne(cdaVersions.status, 'superseded')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The members' parts of some versions, by version id, in member id order. */
export async function sharesOf(
  db: Db | Tx,
  versionIds: readonly number[],
): Promise<Map<number, CdaShare[]>> {
  const found = new Map<number, CdaShare[]>();
  if (versionIds.length === 0) return found;
  const rows = await db
    .select()
    .from(cdaShares)
    .where(inArray(cdaShares.versionId, [...versionIds]))
    .orderBy(asc(cdaShares.versionId), asc(cdaShares.userId));
  for (const r of rows) {
    const list = found.get(r.versionId) ?? [];
    list.push({
      userId: r.userId,
      memberName: r.memberName,
      teamPercent: r.teamPercent,
      gross: parseMoney(r.gross),
      referralFee: parseMoney(r.referralFee),
      office: parseMoney(r.officeAmount),
      transactionFee: parseMoney(r.transactionFee),
      coachId: r.coachId,
      coachName: r.coachName,
      coach: parseMoney(r.coachAmount),
      agent: parseMoney(r.agentAmount),
    });
    found.set(r.versionId, list);
  }
  return found;
}

const PARTS: readonly [keyof MemberShare & keyof CdaShare, string][] = [
  ['gross', 'gross part'],
  ['referralFee', 'referral fee'],
  ['office', 'company dollar'],
  ['transactionFee', 'transaction fee'],
  ['coach', "coach's share"],
  ['agent', "agent's net"],
];

/**
 * What differs between a version's numbers and a pricing of the case, one phrase each
 * ("agent's net of Alex Agent: $10,406.25 on the CDA, $9,000.00 now"); empty when they agree.
 */
export async function cdaDifferences(
  db: Db | Tx,
  version: { gross: string; shares: readonly CdaShare[] },
  priced: PricedCase,
): Promise<string[]> {
  const said = (a: Money, b: Money) => `${formatMoney(a)} on the CDA, ${formatMoney(b)} now`;
  const found: string[] = [];
  const gross = parseMoney(version.gross);
  const now = priced.gross ?? parseMoney('0');
  if (compareMoney(gross, now) !== 0) found.push(`gross commission: ${said(gross, now)}`);
  const ids = [
    ...new Set([
      ...version.shares.map((s) => s.userId),
      ...priced.members.map((m) => m.share.userId),
      ...priced.members.flatMap((m) => (m.coachId === null ? [] : [m.coachId])),
    ]),
  ];
  const named =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, ids));
  const nameOf = (id: number) => named.find((u) => u.id === id)?.name ?? `user ${id}`;
  for (const id of ids) {
    const kept = version.shares.find((s) => s.userId === id);
    const member = priced.members.find((m) => m.share.userId === id);
    if (!kept && !member) continue;
    if (!kept) {
      found.push(`${nameOf(id)} is paid by the closing but not on the CDA`);
      continue;
    }
    if (!member) {
      found.push(`${kept.memberName} is on the CDA but not paid by the closing`);
      continue;
    }
    for (const [part, label] of PARTS) {
      const a = kept[part] as Money;
      const b = member.share[part] as Money;
      if (compareMoney(a, b) !== 0) found.push(`${label} of ${kept.memberName}: ${said(a, b)}`);
    }
    if (kept.coach.minor > 0n && kept.coachId !== member.coachId)
      found.push(
        `coach of ${kept.memberName}: ${kept.coachName ?? 'nobody'} on the CDA, ${member.coachId === null ? 'nobody' : nameOf(member.coachId)} now`,
      );
  }
  return found;
}

/**
 * Refuses a closing (409) that would post anything but the approved CDA: its standing version is
 * not approved, or its numbers differ (each difference named). No CDA: nothing to hold it to.
 */
export async function assertClosingMatchesCda(
  tx: Tx,
  c: typeof cases.$inferSelect,
  priced: PricedCase,
): Promise<void> {
  const standing = await standingCda(tx, c.id);
  if (!standing) return;
  if (standing.status !== 'approved')
    throw conflict(
      `Case ${c.caseNo} cannot close: its CDA v${standing.version} is not approved yet. Finance approves it (or generates it again) before the case closes`,
    );
  const shares = (await sharesOf(tx, [standing.id])).get(standing.id) ?? [];
  const found = await cdaDifferences(tx, { gross: standing.gross, shares }, priced);
  if (found.length > 0)
    throw conflict(
      `Case ${c.caseNo} cannot close: what it would post differs from its approved CDA v${standing.version} (${found.join('; ')}). Generate the CDA again and have finance approve it, then close the case`,
    );
}
