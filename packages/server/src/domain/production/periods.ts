import { type PeriodRange, periodRange } from '@bq/contract';
import { businessDay, moneyToDecimal, parseMoney } from '@bq/validators';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { businessMonthSql } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import {
  awardProgrammes,
  productionCredits,
  productionPeriodReopenings,
  productionPeriods,
} from '../../db/schema-production.js';
import { conflict, fieldRefused } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { type Credit, liveCredits } from './credits.js';

/**
 * Production periods: a month, quarter or year is open (figures live) until an
 * administrator closes it; closing writes its snapshot, which the database keeps append-only and
 * lets only the closing transaction write (migration 0130). Rankings and awards read it. A closed
 * period may be reopened with a reason (migration 0132): its row and snapshot stay, a reopening
 * row puts it out of force, and the key is open (live) again until it is closed anew.
 */

/** A period row in force: closed, and not reopened since. */
const inForce = sql`NOT EXISTS (SELECT 1 FROM production_period_reopenings r
  WHERE r.period_id = ${productionPeriods.id})`;

const CREDITS_PER_INSERT = 1000;

export interface Period extends PeriodRange {
  id: number | null;
  closedAt: Date | null;
  closedBy: string | null;
}

/** The range of a key, refused when it names no period. */
export function rangeOf(key: string): PeriodRange {
  const range = periodRange(key);
  if (!range) throw fieldRefused('period', 'names no month, quarter or year');
  return range;
}

export async function periodOf(db: Db | Tx, key: string): Promise<Period> {
  const range = rangeOf(key);
  const [row] = await db
    .select({ id: productionPeriods.id, closedAt: productionPeriods.closedAt, by: users.name })
    .from(productionPeriods)
    .innerJoin(users, eq(users.id, productionPeriods.closedBy))
    .where(and(eq(productionPeriods.key, key), inForce));
  return {
    ...range,
    id: row?.id ?? null,
    closedAt: row?.closedAt ?? null,
    closedBy: row?.by ?? null,
  };
}

export async function closedPeriods(db: Db | Tx): Promise<Period[]> {
  const list = await db
    .select({
      key: productionPeriods.key,
      id: productionPeriods.id,
      closedAt: productionPeriods.closedAt,
      by: users.name,
    })
    .from(productionPeriods)
    .innerJoin(users, eq(users.id, productionPeriods.closedBy))
    .where(inForce)
    .orderBy(sql`${productionPeriods.startsOn} DESC, ${productionPeriods.endsOn} DESC`);
  return list.map((p) => ({ ...rangeOf(p.key), id: p.id, closedAt: p.closedAt, closedBy: p.by }));
}

/**
 * The latest business month, up to `now`, in which a case was closed: the statistics page opens
 * on it, so a first visit early in a quiet month shows figures rather than an empty table. For
 * `userId` (someone who reads only their own figures of an open month) only the cases they own or
 * share through a team split count. Null when there is none.
 */
export async function latestClosingMonth(
  db: Db | Tx,
  now: Date,
  userId: number | null,
): Promise<string | null> {
  const mine =
    userId === null
      ? sql`true`
      : sql`(c.owner_id = ${userId}
          OR EXISTS (SELECT 1 FROM case_team t WHERE t.case_id = c.id AND t.user_id = ${userId}))`;
  const [row] = await rows<{ month: string | null }>(
    db,
    sql`SELECT ${businessMonthSql(sql`max(h.at)`)} AS month FROM cases c
      JOIN case_status_history h ON h.case_id = c.id AND h.to_status = 'closed'
     WHERE c.status = 'closed' AND h.at <= ${now} AND ${mine}`,
  );
  return row?.month ?? null;
}

/** The credits of a period: its frozen snapshot when closed, else computed now. */
export async function creditsOf(db: Db | Tx, period: Period, now: Date): Promise<Credit[]> {
  if (period.id === null) return liveCredits(db, period, now);
  const list = await db
    .select()
    .from(productionCredits)
    .where(eq(productionCredits.periodId, period.id))
    .orderBy(productionCredits.id);
  return list.map((c) => ({
    caseId: c.caseId,
    caseNo: c.caseNo,
    type: c.caseType,
    closedOn: c.closedOn,
    closedAt: c.closedAt,
    userId: c.userId,
    agentName: c.agentName,
    teamPercent: c.teamPercent,
    sideHundredths: c.sideHundredths,
    volume: parseMoney(c.volume),
    gross: parseMoney(c.gross),
    written: {
      branchId: c.writtenBranchId,
      branch: c.writtenBranch,
      regionId: c.writtenRegionId,
      region: c.writtenRegion,
    },
    home: {
      branchId: c.homeBranchId,
      branch: c.homeBranch,
      regionId: c.homeRegionId,
      region: c.homeRegion,
    },
    team: { id: c.teamId, name: c.teamName },
  }));
}

/**
 * Closes a period that has begun: the cases closed in it so far are frozen; a case closed in it
 * later is not counted (closing is the period's verification deadline). Closing twice is refused.
 */
export async function closePeriod(
  tx: Tx,
  act: Act,
  key: string,
): Promise<{ period: Period; credits: number }> {
  const range = rangeOf(key);
  const today = businessDay(act.now);
  if (range.from > today)
    throw conflict(`The period ${key} has not begun: it cannot be closed yet`);
  if (act.actor === null) throw conflict('A period is closed by a person');
  // One closing at a time per key: the unique key refuses the second, this answers it in words.
  await tx.execute(sql`LOCK TABLE production_periods IN SHARE ROW EXCLUSIVE MODE`);
  const had = await periodOf(tx, key);
  if (had.id !== null) throw conflict(`The period ${key} is already closed`);
  const credits = await liveCredits(tx, range, act.now);
  const [row] = await tx
    .insert(productionPeriods)
    .values({ key, startsOn: range.from, endsOn: range.to, closedBy: act.actor, closedAt: act.now })
    .returning({ id: productionPeriods.id });
  if (!row) throw new Error('the period row was not written');
  // In batches: 22 columns a row stay under the bind-parameter limit however large the period.
  for (let at = 0; at < credits.length; at += CREDITS_PER_INSERT)
    await tx.insert(productionCredits).values(
      credits.slice(at, at + CREDITS_PER_INSERT).map((c) => ({
        periodId: row.id,
        caseId: c.caseId,
        caseNo: c.caseNo,
        caseType: c.type,
        closedOn: c.closedOn,
        closedAt: c.closedAt,
        userId: c.userId,
        agentName: c.agentName,
        teamPercent: c.teamPercent,
        sideHundredths: c.sideHundredths,
        volume: moneyToDecimal(c.volume),
        gross: moneyToDecimal(c.gross),
        writtenBranchId: c.written.branchId,
        writtenBranch: c.written.branch,
        writtenRegionId: c.written.regionId,
        writtenRegion: c.written.region,
        homeBranchId: c.home.branchId,
        homeBranch: c.home.branch,
        homeRegionId: c.home.regionId,
        homeRegion: c.home.region,
        teamId: c.team.id,
        teamName: c.team.name,
      })),
    );
  return { period: await periodOf(tx, key), credits: credits.length };
}

/**
 * Reopens a closed period, with the reason (kept with who and when): its figures are live again
 * and take the closings made after it was closed; closing it again freezes a new snapshot. A
 * period whose award was confirmed stays closed: the award was given from that snapshot.
 */
export async function reopenPeriod(
  tx: Tx,
  act: Act,
  input: { key: string; reason: string },
): Promise<Period> {
  rangeOf(input.key);
  if (act.actor === null) throw conflict('A period is reopened by a person');
  if (input.reason.trim() === '') throw fieldRefused('reason', 'is required');
  await tx.execute(sql`LOCK TABLE production_periods IN SHARE ROW EXCLUSIVE MODE`);
  const had = await periodOf(tx, input.key);
  if (had.id === null) throw conflict(`The period ${input.key} is not closed`);
  const [awarded] = await tx
    .select({ name: awardProgrammes.name })
    .from(awardProgrammes)
    .where(and(eq(awardProgrammes.periodKey, input.key), isNotNull(awardProgrammes.confirmedAt)))
    .limit(1);
  if (awarded)
    throw conflict(
      `The award "${awarded.name}" was confirmed from ${input.key}: the period stays closed`,
    );
  await tx.insert(productionPeriodReopenings).values({
    periodId: had.id,
    reason: input.reason.trim(),
    reopenedBy: act.actor,
    reopenedAt: act.now,
  });
  return periodOf(tx, input.key);
}
