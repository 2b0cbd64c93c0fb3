import {
  AGENT_FEE_LABELS,
  type AgentFeeKind,
  type AgentFeeRow,
  type NegativeBalanceRow,
} from '@bq/contract';
import {
  businessDay,
  businessMonth,
  compareMoney,
  type Money,
  moneyToDecimal,
  negateMoney,
  parseMoney,
  sumMoney,
} from '@bq/validators';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { monthName } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { agentFees, agentFeeTerms } from '../../db/schema-agent-fees.js';
import { ledgerPeriods } from '../../db/schema-ledger.js';
import { conflict, fieldRefused, forbidden } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { accountFor, postTransfer } from './ledger.js';
import { showFeeOwed } from './statements.js';

/**
 * Agent billing (docs/finance-pay.md "Agent fees"): recurring monthly fees finance sets per agent,
 * billed per business month as one ledger transfer each (the agent's account −amount, office
 * income "Agent fees" +amount) and put on the agent's next pay statement: netted from what it
 * pays where the agent agreed, else shown on it as owed. Terms are added, never changed.
 */

type Reader = Db | Tx;
type Terms = typeof agentFeeTerms.$inferSelect;

/** The office's income account the fees are credited to. */
export const FEE_INCOME = 'Agent fees';

export const feeEventKey = (userId: number, feeId: number, month: string) =>
  `agent-fee:${userId}:${feeId}:${month}`;

const labelOf = (kind: AgentFeeKind, typed: string) =>
  kind === 'other' ? typed.trim() : AGENT_FEE_LABELS[kind];

function nextMonth(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Whole days from one business date to a later one (`YYYY-MM-DD`), by the dates' own numbers. */
function daysBetween(from: string, to: string) {
  const utc = (d: string) => {
    const [y, m, day] = d.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The terms that bill `month`: the latest set from that month or before (the last added wins). */
function termsFor(terms: readonly Terms[], month: string): Terms | null {
  let best: Terms | null = null;
  for (const t of terms) {
    if (t.fromMonth > month) continue;
    if (!best || t.fromMonth > best.fromMonth || (t.fromMonth === best.fromMonth && t.id > best.id))
      best = t;
  }
  return best;
}

/** The last month each fee was billed, by fee id (the month is the event key's end). */
async function lastBilled(db: Reader, feeIds: number[]): Promise<Map<number, string>> {
  if (feeIds.length === 0) return new Map();
  const rows = await db.execute<{ fee: number; month: string }>(sql`
    SELECT source_id AS fee, max(right(event_key, 7)) AS month FROM ledger_transfers
    WHERE source_kind = 'agent-fee' AND reverses IS NULL
      AND source_id IN (${sql.join(
        feeIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    GROUP BY source_id`);
  return new Map(rows.rows.map((r) => [Number(r.fee), String(r.month)]));
}

/** Every agent's fees (or one agent's) with their terms, newest first, and those in force in `month`. */
export async function listAgentFees(
  db: Reader,
  month: string,
  userId?: number,
): Promise<AgentFeeRow[]> {
  const fees = await db
    .select({ f: agentFees, name: users.name })
    .from(agentFees)
    .innerJoin(users, eq(users.id, agentFees.userId))
    .where(userId === undefined ? undefined : eq(agentFees.userId, userId))
    .orderBy(asc(users.name), asc(agentFees.kind), asc(agentFees.label));
  const ids = fees.map((r) => r.f.id);
  if (ids.length === 0) return [];
  const terms = await db
    .select({ t: agentFeeTerms, setBy: users.name })
    .from(agentFeeTerms)
    .leftJoin(users, eq(users.id, agentFeeTerms.setBy))
    .where(inArray(agentFeeTerms.feeId, ids))
    .orderBy(desc(agentFeeTerms.fromMonth), desc(agentFeeTerms.id));
  const billed = await lastBilled(db, ids);
  return fees.map(({ f, name }) => {
    const mine = terms.filter((r) => r.t.feeId === f.id);
    const view = (r: (typeof mine)[number]) => ({
      id: r.t.id,
      amount: r.t.amount,
      nets: r.t.nets,
      fromMonth: r.t.fromMonth,
      setBy: r.setBy,
      setAt: r.t.setAt.toISOString(),
    });
    const inForce = termsFor(
      mine.map((r) => r.t),
      month,
    );
    const current = mine.find((r) => r.t.id === inForce?.id);
    return {
      id: f.id,
      userId: f.userId,
      name,
      kind: f.kind,
      label: f.label,
      inForce: current ? view(current) : null,
      terms: mine.map(view),
      lastBilled: billed.get(f.id) ?? null,
    };
  });
}

/**
 * Sets an agent's fee from a business month on: adds its terms (the fee is made on first use).
 * The month is this one or later, and after the last month the fee was billed, so a month billed
 * is never billed again at another amount. Nobody sets their own fees.
 */
export async function saveAgentFee(
  tx: Tx,
  act: Act,
  input: {
    userId: number;
    kind: AgentFeeKind;
    label: string;
    amount: Money;
    nets: boolean;
    fromMonth: string;
  },
): Promise<AgentFeeRow> {
  if (act.actor === null) throw forbidden('A person sets an agent’s fees');
  assertNotOwnWork(act.actor, [input.userId], 'fees');
  const label = labelOf(input.kind, input.label);
  if (!label) throw fieldRefused('label', 'a fee of kind other needs a label');
  const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!person) throw fieldRefused('userId', 'no such person');
  const today = businessMonth(act.now);
  if (input.fromMonth < today)
    throw fieldRefused('fromMonth', `must be ${monthName(today)} or later`);
  await tx
    .insert(agentFees)
    .values({
      userId: input.userId,
      kind: input.kind,
      label,
      createdBy: act.actor,
      createdAt: act.now,
    })
    .onConflictDoNothing();
  // The fee's row lock orders this against a billing run of the same fee.
  const [fee] = await tx
    .select()
    .from(agentFees)
    .where(
      and(
        eq(agentFees.userId, input.userId),
        eq(agentFees.kind, input.kind),
        sql`lower(${agentFees.label}) = lower(${label})`,
      ),
    )
    .for('update');
  if (!fee) throw new Error('agent fee not found after insert');
  const billed = (await lastBilled(tx, [fee.id])).get(fee.id);
  if (billed && input.fromMonth <= billed)
    throw fieldRefused(
      'fromMonth',
      `${monthName(billed)} is already billed: new terms start from ${monthName(nextMonth(billed))}`,
    );
  await tx.insert(agentFeeTerms).values({
    feeId: fee.id,
    amount: moneyToDecimal(input.amount),
    nets: input.nets,
    fromMonth: input.fromMonth,
    setBy: act.actor,
    setAt: act.now,
  });
  const [row] = (await listAgentFees(tx, today, input.userId)).filter((f) => f.id === fee.id);
  if (!row) throw new Error('agent fee not listed after save');
  return row;
}

export interface BillResult {
  month: string;
  posted: number;
  alreadyPosted: number;
  total: string;
  netted: number;
  owed: number;
}

/**
 * Bills a business month: every fee whose terms for it charge more than zero posts one transfer
 * keyed by agent, fee and month (a rerun answers the transfers already posted and moves nothing),
 * dated today by the business clock, and goes on the agent's next statement. A closed month or
 * one not started yet is refused.
 */
export async function billAgentFees(tx: Tx, act: Act, month: string): Promise<BillResult> {
  const today = businessMonth(act.now);
  if (month > today)
    throw conflict(
      `${monthName(month)} has not started yet: its fees are billed from its first day`,
    );
  const [closed] = await tx
    .select({ month: ledgerPeriods.month })
    .from(ledgerPeriods)
    .where(eq(ledgerPeriods.month, month));
  // The month close's own rule and words (envelope.ts answers a posting into it the same way).
  if (closed) throw conflict(`${monthName(month)} is closed: post the correction in an open month`);
  const fees = await tx
    .select()
    .from(agentFees)
    .orderBy(asc(agentFees.userId), asc(agentFees.id))
    .for('update');
  if (fees.length === 0)
    return { month, posted: 0, alreadyPosted: 0, total: '0.00', netted: 0, owed: 0 };
  const terms = await tx
    .select()
    .from(agentFeeTerms)
    .where(
      and(
        inArray(
          agentFeeTerms.feeId,
          fees.map((f) => f.id),
        ),
        lte(agentFeeTerms.fromMonth, month),
      ),
    );
  const income = await accountFor(tx, act, { kind: 'income', name: FEE_INCOME, unit: 'USD' });
  const result: BillResult = {
    month,
    posted: 0,
    alreadyPosted: 0,
    total: '0.00',
    netted: 0,
    owed: 0,
  };
  const posted: Money[] = [];
  for (const fee of fees) {
    const due = termsFor(
      terms.filter((t) => t.feeId === fee.id),
      month,
    );
    if (!due) continue;
    const amount = parseMoney(due.amount);
    if (amount.minor <= 0n) continue;
    const agent = await accountFor(tx, act, { kind: 'agent', userId: fee.userId, unit: 'USD' });
    const transfer = await postTransfer(tx, act, {
      eventKey: feeEventKey(fee.userId, fee.id, month),
      source: { kind: 'agent-fee', id: fee.id },
      lines: [
        { account: agent, amount: negateMoney(amount) },
        { account: income, amount },
      ],
      memo: `${fee.label}, ${monthName(month)}`,
    });
    if (!transfer.created) {
      result.alreadyPosted += 1;
      continue;
    }
    const [line] = await tx
      .execute<{ id: number }>(
        sql`SELECT id FROM ledger_lines WHERE transfer_id = ${transfer.id} AND account_id = ${agent}`,
      )
      .then((r) => r.rows);
    if (!line) throw new Error(`fee transfer ${transfer.id} has no agent line`);
    // An agreed fee waits for the next statement's review, which nets it; one not agreed is
    // shown on the next statement as owed.
    if (!due.nets)
      await showFeeOwed(tx, act, {
        userId: fee.userId,
        lineId: Number(line.id),
        month: transfer.businessDay.slice(0, 7),
      });
    result.posted += 1;
    if (due.nets) result.netted += 1;
    else result.owed += 1;
    posted.push(amount);
  }
  result.total = moneyToDecimal(sumMoney(posted));
  return result;
}

/**
 * Agents whose balance is below zero, most owed first, with the age of what they owe: the
 * business day of the oldest debit still unpaid, counting the newest debits as unpaid first
 * (first in, first out: later credits paid the older debits). Payouts are not debts.
 */
export async function negativeBalances(
  db: Reader,
  now: Date,
): Promise<{ today: string; rows: NegativeBalanceRow[] }> {
  const today = businessDay(now);
  const accounts = await db.execute<{ id: number; user_id: number; name: string; balance: string }>(
    sql`SELECT a.id, a.user_id, u.name, a.balance::text AS balance
      FROM ledger_accounts a JOIN users u ON u.id = a.user_id
      WHERE a.kind = 'agent' AND a.unit = 'USD' AND a.balance < 0
      ORDER BY a.balance, u.name, a.id`,
  );
  const rows: NegativeBalanceRow[] = [];
  for (const a of accounts.rows) {
    const balance = parseMoney(String(a.balance));
    const owed = negateMoney(balance);
    const debits = await db.execute<{ amount: string; day: string }>(
      sql`SELECT l.amount::text AS amount, t.business_day::text AS day
        FROM ledger_lines l JOIN ledger_transfers t ON t.id = l.transfer_id
        WHERE l.account_id = ${a.id} AND l.amount < 0 AND t.source_kind <> 'payout'
        ORDER BY t.business_day DESC, l.id DESC`,
    );
    let oldestDay: string | null = null;
    let counted = parseMoney('0');
    for (const d of debits.rows) {
      oldestDay = String(d.day);
      counted = sumMoney([counted, negateMoney(parseMoney(String(d.amount)))]);
      if (compareMoney(counted, owed) >= 0) break;
    }
    rows.push({
      userId: Number(a.user_id),
      name: String(a.name),
      balance: moneyToDecimal(balance),
      oldestDay,
      ageDays: oldestDay === null ? null : daysBetween(oldestDay, today),
    });
  }
  return { today, rows };
}
