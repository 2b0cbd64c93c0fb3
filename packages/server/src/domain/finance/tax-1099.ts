import type { Payee1099Row } from '@bq/contract';
import { compareMoney, maskTin, moneyToDecimal, parseMoney } from '@bq/validators';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';

/**
 * The year-end 1099-NEC summary: what left the office to each payee in a tax
 * year — the payee lines of the payouts whose money went out (posted) on a business day of that
 * year, summed per person (their agent, coach and lecturer accounts together) or per vendor name
 * — with whether it reaches the year's threshold and whether the person's W-9 is on file.
 */

/** The threshold of `year`: the last one whose first year is not after it (else the oldest). */
export function thresholdOf(
  thresholds: readonly { from: number; amount: string }[],
  year: number,
): string {
  const applying = thresholds.filter((t) => t.from <= year).at(-1) ?? thresholds[0];
  if (!applying) throw new Error('no 1099 threshold is configured');
  return applying.amount;
}

interface Found {
  userId: number | null;
  name: string;
  kinds: string[];
  paid: string;
  payouts: number;
  w9OnFile: boolean;
  tinLast4: string;
  tinOnFile: boolean;
}

/**
 * Every payee paid in `year`: reportable first, among them those without a full TIN on file
 * first (what finance must collect before filing), then by name.
 */
export async function summary1099(
  db: Db | Tx,
  year: number,
  threshold: string,
): Promise<{ list: Payee1099Row[]; missingW9: number; missingTin: number }> {
  const found = await rows<Found>(
    db,
    sql`with paid as (
        select a.user_id, case when a.user_id is null then lower(a.name) end as vendor,
          min(coalesce(u.name, a.name, '')) as name,
          array_agg(distinct a.kind::text order by a.kind::text) as kinds,
          (-sum(l.amount))::text as paid, count(distinct p.id)::int as payouts
        from payouts p
        join ledger_transfers settled on settled.id = p.settle_transfer_id
        join ledger_transfers hold on hold.event_key = 'payout:' || p.id
        join ledger_lines l on l.transfer_id = hold.id
        join ledger_accounts a on a.id = l.account_id
          and a.kind in ('agent', 'coach', 'lecturer', 'vendor')
        left join users u on u.id = a.user_id
        where p.status = 'posted'
          and settled.business_day between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date
        group by a.user_id, case when a.user_id is null then lower(a.name) end
      )
      select paid.user_id as "userId", paid.name, paid.kinds, paid.paid, paid.payouts,
        coalesce(w9.tin <> '' and w9.class <> '' and w9.address <> '', false) as "w9OnFile",
        coalesce(w9.tin, '') as "tinLast4", coalesce(w9.sealed, false) as "tinOnFile"
      from paid
      left join lateral (
        select coalesce(pr.w9->>'tinLast4', '') as tin, pr.tin_sealed is not null as sealed,
          coalesce(pr.w9->>'taxClassification', '') as class,
          coalesce(pr.w9->>'address', '') as address
        from agents ag join agent_profiles pr on pr.agent_id = ag.id
        where ag.user_id = paid.user_id
        order by ag.id limit 1
      ) w9 on true`,
  );
  const line = parseMoney(threshold);
  const list = found
    .map((r) => {
      const paid = parseMoney(r.paid);
      return {
        userId: r.userId,
        name: r.name,
        kinds: r.kinds,
        paid: moneyToDecimal(paid),
        payouts: r.payouts,
        reportable: compareMoney(paid, line) >= 0,
        w9OnFile: r.w9OnFile,
        tinLast4: r.tinLast4,
        tinMasked: maskTin(r.tinLast4),
        tinOnFile: r.tinOnFile,
      };
    })
    .sort(
      (a, b) =>
        Number(b.reportable) - Number(a.reportable) ||
        (a.reportable ? Number(a.tinOnFile) - Number(b.tinOnFile) : 0) ||
        a.name.localeCompare(b.name, 'en') ||
        (a.userId ?? 0) - (b.userId ?? 0),
    );
  return {
    list,
    missingW9: list.filter((r) => r.reportable && !r.w9OnFile).length,
    missingTin: list.filter((r) => r.reportable && !r.tinOnFile).length,
  };
}
