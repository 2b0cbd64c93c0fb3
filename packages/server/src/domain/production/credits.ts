import type { PeriodRange } from '@bq/contract';
import {
  allocateMoney,
  businessDay,
  type Money,
  moneyOf,
  parseMoney,
  zeroMoney,
} from '@bq/validators';
import { sql } from 'drizzle-orm';
import { businessDateSql } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { caseGross, teamWithOwner } from '../finance/commission-math.js';

/**
 * A team member's credit for one closed case (docs/decisions/statistics.md "Statistics and awards"): their
 * share of the side, the volume and the gross commission, by their team-split percent, and where
 * it counts (the office the case was written in, the member's home office, their team). The live
 * figures of an open period and the frozen snapshot of a closed one are both lists of these, so
 * one aggregation serves both and a drill-down always adds up to its row.
 */
export interface Credit {
  caseId: number;
  caseNo: string;
  type: number;
  closedOn: string;
  closedAt: Date;
  userId: number;
  agentName: string;
  teamPercent: string;
  /** Hundredths of a side: a half share of one side is 50. */
  sideHundredths: number;
  volume: Money;
  gross: Money;
  written: Office;
  home: Office;
  team: { id: number | null; name: string };
}

export interface Office {
  branchId: number | null;
  branch: string;
  regionId: number | null;
  region: string;
}

/** Purchases (the buyer's side) and listings (the seller's) are sides with a volume. */
const SALE_TYPES = new Set([1, 3]);

interface CaseRow {
  id: number;
  case_no: string;
  type: number;
  owner_id: number;
  price: string | null;
  commission_amount: string | null;
  commission_percent: string | null;
  closed_at: Date | string;
  written_branch_id: number | null;
  written_branch: string | null;
  written_region_id: number | null;
  written_region: string | null;
}

interface PersonRow {
  user_id: number;
  name: string;
  branch_id: number | null;
  branch: string | null;
  region_id: number | null;
  region: string | null;
  coach_id: number | null;
  coaches: boolean;
}

const office = (
  branchId: number | null,
  branch: string | null,
  regionId: number | null,
  region: string | null,
): Office => ({
  branchId,
  branch: branch ?? 'No branch',
  regionId,
  region: region ?? 'No region',
});

/**
 * The credits of the cases closed in a period, computed now: a case counts in the period of the
 * business day it was closed (its status moved to closed), each member of its team split by
 * share. Home offices and teams are as they stand on `asOf` (the period's last day, or today).
 */
export async function liveCredits(db: Db | Tx, range: PeriodRange, now: Date): Promise<Credit[]> {
  const closedOn = businessDateSql(sql`h.at`);
  // The period's closed cases, named once and joined by the three reads below (never a list of
  // ids: a year of a large office would pass the bind-parameter limit).
  const closedIn = sql`SELECT c.id FROM cases c
    JOIN case_status_history h ON h.case_id = c.id AND h.to_status = 'closed'
    WHERE c.status = 'closed' AND ${closedOn} BETWEEN ${range.from}::date AND ${range.to}::date`;
  const list = await rows<CaseRow>(
    db,
    sql`SELECT c.id, c.case_no, c.type, c.owner_id, c.price::text AS price,
        c.commission_amount::text AS commission_amount,
        c.commission_percent::text AS commission_percent, h.at AS closed_at,
        c.written_branch_id, wb.name AS written_branch, wr.id AS written_region_id,
        wr.name AS written_region
      FROM cases c
      JOIN case_status_history h ON h.case_id = c.id AND h.to_status = 'closed'
      LEFT JOIN orgs wb ON wb.id = c.written_branch_id
      LEFT JOIN orgs wr ON wr.id = wb.parent_id
      WHERE c.id IN (${closedIn})
      ORDER BY h.at, c.id`,
  );
  if (list.length === 0) return [];
  const team = await rows<{ case_id: number; user_id: number; percent: string }>(
    db,
    sql`SELECT case_id, user_id, percent::text AS percent FROM case_team
      WHERE case_id IN (${closedIn})`,
  );
  const posted = await rows<{ case_id: number; user_id: number; gross: string }>(
    db,
    sql`SELECT case_id, user_id, gross::text AS gross FROM case_commissions
      WHERE case_id IN (${closedIn}) AND version = 1`,
  );
  const today = businessDay(now);
  const asOf = [range.to, today].sort()[0] ?? today;
  const split = new Map<number, { userId: number; percent: string }[]>();
  for (const t of team)
    split.set(t.case_id, [
      ...(split.get(t.case_id) ?? []),
      { userId: t.user_id, percent: t.percent },
    ]);
  const members = new Map(
    list.map((c) => [c.id, teamWithOwner(c.owner_id, split.get(c.id) ?? [])]),
  );
  const people = await peopleOn(db, [...members.values()].flat(), asOf);
  const grossOf = new Map(posted.map((p) => [`${p.case_id}:${p.user_id}`, parseMoney(p.gross)]));
  return list.flatMap((c) => {
    const split = members.get(c.id) ?? [];
    const percents = split.map((m) => m.percent);
    const sale = SALE_TYPES.has(c.type);
    const volume = sale && c.price !== null ? parseMoney(c.price) : zeroMoney();
    const volumes = allocateMoney(volume, percents);
    // A side split by the same largest-remainder rule: the members' hundredths add up to 100.
    const sides = sale ? allocateMoney(moneyOf(100n), percents) : split.map(() => zeroMoney());
    // A closing the ledger never priced (closed before payroll existed, or brought in as history,
    // as the demo's are) counts the gross its case states, split as the commission would be;
    // every closing the ledger priced counts what it posted, as the pay statements do.
    const priced = split.some((m) => grossOf.has(`${c.id}:${m.userId}`));
    const stated = caseGross({
      commissionAmount: c.commission_amount,
      commissionPercent: c.commission_percent,
      price: c.price,
    });
    const fallback = !priced && stated !== null ? allocateMoney(stated, percents) : null;
    const closedAt = new Date(c.closed_at);
    return split.map((m, i): Credit => {
      const who = people.get(m.userId);
      return {
        caseId: c.id,
        caseNo: c.case_no,
        type: c.type,
        closedOn: businessDay(closedAt),
        closedAt,
        userId: m.userId,
        agentName: who?.name ?? `User ${m.userId}`,
        teamPercent: m.percent,
        sideHundredths: Number(sides[i]?.minor ?? 0n),
        volume: volumes[i] ?? zeroMoney(),
        gross: grossOf.get(`${c.id}:${m.userId}`) ?? fallback?.[i] ?? zeroMoney(),
        written: office(
          c.written_branch_id,
          c.written_branch,
          c.written_region_id,
          c.written_region,
        ),
        home: who
          ? office(who.branch_id, who.branch, who.region_id, who.region)
          : office(null, null, null, null),
        team: teamOf(m.userId, people),
      };
    });
  });
}

/**
 * A member's team: their coach's (an active coach agreement on the day), or their own when they
 * coach someone then; else none. The office has no other notion of a team (decisions).
 */
function teamOf(userId: number, people: Map<number, PersonRow>): Credit['team'] {
  const who = people.get(userId);
  const lead = who?.coach_id ?? (who?.coaches ? userId : null);
  if (lead === null) return { id: null, name: 'No team' };
  const name = people.get(lead)?.name ?? `User ${lead}`;
  return { id: lead, name: `${name}'s team` };
}

/** Name, home office and coach of each person (and of their coaches) on a day. */
async function peopleOn(db: Db | Tx, members: { userId: number }[], day: string) {
  const ids = [...new Set(members.map((m) => m.userId))];
  if (ids.length === 0) return new Map<number, PersonRow>();
  const list = await rows<PersonRow>(
    db,
    sql`WITH coached AS (
        SELECT me.user_id AS mentee, co.user_id AS coach
        FROM coach_agreements ca
        JOIN agents me ON me.id = ca.mentee_agent_id
        JOIN agents co ON co.id = ca.coach_agent_id
        WHERE ca.status = 'active' AND ca.start_date <= ${day}::date
          AND (ca.end_date IS NULL OR ca.end_date >= ${day}::date))
      SELECT u.id AS user_id, u.name, a.branch_id, b.name AS branch, r.id AS region_id,
        r.name AS region,
        (SELECT min(coach) FROM coached WHERE mentee = u.id) AS coach_id,
        EXISTS (SELECT 1 FROM coached WHERE coach = u.id) AS coaches
      FROM users u
      LEFT JOIN agents a ON a.user_id = u.id
      LEFT JOIN orgs b ON b.id = a.branch_id
      LEFT JOIN orgs r ON r.id = b.parent_id
      WHERE u.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        OR u.id IN (SELECT coach FROM coached WHERE mentee IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
  );
  return new Map(list.map((p) => [p.user_id, p]));
}
