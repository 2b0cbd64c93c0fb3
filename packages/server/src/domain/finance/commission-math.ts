import {
  allocateMoney,
  compareMoney,
  type Money,
  moneyOf,
  parseMoney,
  percentageOf,
  subtractMoney,
  zeroMoney,
} from '@bq/validators';

/**
 * The arithmetic of a closed case's commission (docs/finance-closings.md "Commissions"), with
 * no database: exact money in, exact money out, every cent of the gross accounted for
 * (gross = referral fee + office + transaction fee + coach + agent, per member).
 */

/** A plan's terms as they price one closing. */
export interface PlanTerms {
  /** The agent's side of the split, percent (`'70'`, `'82.5'`). */
  agentPercent: string;
  /** Company dollars the office keeps per plan year; null: no cap. */
  annualCap: Money | null;
  transactionFee: Money;
  /** 'shared': the referral fee comes off the top; 'agent': out of the agent's side. */
  referralFeeFrom: 'shared' | 'agent';
  /** The coach's part of a coached agent's commission, percent. */
  coachPercent: string;
}

export interface MemberIn {
  userId: number;
  /** The member's team split, percent (the rows add up to 100). */
  teamPercent: string;
  terms: PlanTerms;
  /** Company dollars already kept from this agent in the plan year. */
  capUsed: Money;
  /** An active coach agreement covers the agent on the day. */
  coached: boolean;
}

export interface MemberShare {
  userId: number;
  teamPercent: string;
  /** The member's part of the gross commission. */
  gross: Money;
  /** The member's part of the referral fee paid out of the commission. */
  referralFee: Money;
  /** What the office keeps (its company dollar, counted toward the cap). */
  office: Money;
  transactionFee: Money;
  coach: Money;
  /** What the agent is owed. */
  agent: Money;
}

const max = (a: Money, b: Money) => (compareMoney(a, b) >= 0 ? a : b);
const min = (a: Money, b: Money) => (compareMoney(a, b) <= 0 ? a : b);

/** One member's part: split, cap, referral, fee and coach, in that order. */
export function memberShare(m: MemberIn, gross: Money, referralFee: Money): MemberShare {
  const { terms } = m;
  const zero = zeroMoney(gross.unit);
  // Off the top, the referral fee is shared by office and agent; else it is the agent's alone.
  const base = terms.referralFeeFrom === 'shared' ? subtractMoney(gross, referralFee) : gross;
  const agentSplit = percentageOf(base, terms.agentPercent, 'half-even');
  let office = subtractMoney(base, agentSplit);
  if (terms.annualCap !== null) {
    // Past the cap the agent keeps the whole split; the cap never makes the office give back.
    const room = max(zero, subtractMoney(terms.annualCap, m.capUsed));
    office = min(office, room);
  }
  let agentSide = subtractMoney(base, office);
  if (terms.referralFeeFrom === 'agent') agentSide = subtractMoney(agentSide, referralFee);
  if (agentSide.minor < 0n) {
    // A referral fee larger than the agent's side: the office bears the rest (it cannot owe a
    // negative commission), so its company dollar shrinks by what the agent could not pay.
    office = subtractMoney(office, moneyOf(-agentSide.minor, gross.unit));
    agentSide = zero;
  }
  // The fee is charged also past the cap, never more than the agent's side.
  const transactionFee = min(terms.transactionFee, agentSide);
  const afterFee = subtractMoney(agentSide, transactionFee);
  const coach = m.coached ? percentageOf(afterFee, terms.coachPercent, 'half-up') : zero;
  return {
    userId: m.userId,
    teamPercent: m.teamPercent,
    gross,
    referralFee,
    office,
    transactionFee,
    coach,
    agent: subtractMoney(afterFee, coach),
  };
}

/**
 * Splits a case's gross commission among its team (largest remainder: the members' gross parts
 * add up to the gross exactly, and their referral-fee parts to the fee, each within its member's
 * gross part), then prices each member by
 * their plan. `members` name each team member once with percents adding up to 100.
 */
export function caseCommission(input: {
  gross: Money;
  referralPercent: string | null;
  members: readonly MemberIn[];
}): MemberShare[] {
  const { gross, members } = input;
  if (members.length === 0) throw new Error('A commission is split among at least one member');
  const percents = members.map((m) => m.teamPercent);
  const referral = input.referralPercent
    ? percentageOf(gross, input.referralPercent, 'half-up')
    : zeroMoney(gross.unit);
  const grossParts = allocateMoney(gross, percents);
  // The referral fee is split in proportion to each member's gross part, not to the percents:
  // two largest-remainder splits of different totals could give a member a cent of the fee on no
  // cent of gross (a negative company dollar). In proportion, no part exceeds its gross part.
  const referralParts =
    referral.minor === 0n
      ? members.map(() => referral)
      : allocateMoney(
          referral,
          grossParts.map((part) => part.minor),
        );
  return members.map((m, i) =>
    memberShare(m, grossParts[i] ?? zeroMoney(gross.unit), referralParts[i] ?? referral),
  );
}

/**
 * The first day of the plan year a day counts in: the latest `MM-DD` on or before it. A reset day
 * past a month's end (29 February in a common year) falls on that month's last day.
 */
export function planYearStart(day: string, resetsOn: string): string {
  const year = Number(day.slice(0, 4));
  const at = (y: number) => {
    const [mm, dd] = resetsOn.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, mm, 0)).getUTCDate();
    return `${String(y).padStart(4, '0')}-${String(mm).padStart(2, '0')}-${String(Math.min(dd, last)).padStart(2, '0')}`;
  };
  const thisYear = at(year);
  return thisYear <= day ? thisYear : at(year - 1);
}

/**
 * The team as the commission splits it: the rows, and what they leave of 100% to the case's
 * agent (added to their row, or a row of their own). No rows: the agent has it all.
 */
export function teamWithOwner(
  ownerId: number,
  rows: readonly { userId: number; percent: string }[],
): { userId: number; percent: string }[] {
  const hundredths = (p: string) => {
    const [whole = '0', frac = ''] = p.split('.');
    return BigInt(whole) * 100n + BigInt(`${frac}00`.slice(0, 2));
  };
  const text = (h: bigint) => `${h / 100n}.${String(h % 100n).padStart(2, '0')}`;
  const listed = rows.filter((r) => hundredths(r.percent) > 0n);
  const rest = 10_000n - listed.reduce((sum, r) => sum + hundredths(r.percent), 0n);
  if (rest <= 0n) return listed.map((r) => ({ userId: r.userId, percent: r.percent }));
  const own = listed.find((r) => r.userId === ownerId);
  if (own)
    return listed.map((r) =>
      r.userId === ownerId
        ? { userId: r.userId, percent: text(hundredths(r.percent) + rest) }
        : { userId: r.userId, percent: r.percent },
    );
  return [...listed, { userId: ownerId, percent: text(rest) }];
}

/**
 * A case's gross commission as its fields state it: its amount, else its percent of the price
 * (to the cent); null when it states neither.
 */
export function caseGross(c: {
  commissionAmount: string | null;
  commissionPercent: string | null;
  price: string | null;
}): Money | null {
  if (c.commissionAmount !== null) return parseMoney(c.commissionAmount);
  if (c.commissionPercent !== null && c.price !== null)
    return percentageOf(parseMoney(c.price), c.commissionPercent, 'half-up');
  return null;
}
