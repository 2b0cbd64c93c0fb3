import { type Money, moneyOf, parseMoney, sumMoney } from '@bq/validators';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caseCommission,
  type MemberIn,
  type PlanTerms,
  planYearStart,
  teamWithOwner,
} from '../src/domain/finance/commission-math.js';

/** The commission arithmetic alone (no database): split, cap, referral fee, fee, coach. */

const usd = (s: string) => parseMoney(s);
const STANDARD: PlanTerms = {
  agentPercent: '70',
  annualCap: usd('16000'),
  transactionFee: usd('250'),
  referralFeeFrom: 'shared',
  coachPercent: '10',
};
const member = (over: Partial<MemberIn> = {}): MemberIn => ({
  userId: 1,
  teamPercent: '100',
  terms: STANDARD,
  capUsed: usd('0'),
  coached: false,
  ...over,
});
const dollars = (m: Money) =>
  `${m.minor < 0n ? '-' : ''}${(m.minor < 0n ? -m.minor : m.minor) / 100n}.${String((m.minor < 0n ? -m.minor : m.minor) % 100n).padStart(2, '0')}`;
const shown = (gross: string, referral: string | null, members: MemberIn[]) =>
  caseCommission({ gross: usd(gross), referralPercent: referral, members }).map((s) => ({
    gross: dollars(s.gross),
    referralFee: dollars(s.referralFee),
    office: dollars(s.office),
    fee: dollars(s.transactionFee),
    coach: dollars(s.coach),
    agent: dollars(s.agent),
  }));

describe('a closed case’s commission', () => {
  it('splits by the team split, then prices each member by their plan', () => {
    expect(
      shown('25000', null, [
        member({ userId: 1, teamPercent: '60' }),
        member({
          userId: 2,
          teamPercent: '40',
          terms: { ...STANDARD, agentPercent: '80', transactionFee: usd('150') },
        }),
      ]),
    ).toEqual([
      {
        gross: '15000.00',
        referralFee: '0.00',
        office: '4500.00',
        fee: '250.00',
        coach: '0.00',
        agent: '10250.00',
      },
      {
        gross: '10000.00',
        referralFee: '0.00',
        office: '2000.00',
        fee: '150.00',
        coach: '0.00',
        agent: '7850.00',
      },
    ]);
  });

  it('loses no cent to a three-way split of an odd amount', () => {
    const parts = shown('100.01', null, [
      member({ userId: 1, teamPercent: '33.33', terms: { ...STANDARD, transactionFee: usd('0') } }),
      member({ userId: 2, teamPercent: '33.33', terms: { ...STANDARD, transactionFee: usd('0') } }),
      member({ userId: 3, teamPercent: '33.34', terms: { ...STANDARD, transactionFee: usd('0') } }),
    ]);
    expect(parts.map((p) => p.gross)).toEqual(['33.33', '33.33', '33.35']);
  });

  it('stops the office’s share at the cap: partly, exactly, and past it', () => {
    const at = (used: string) => shown('40000', null, [member({ capUsed: usd(used) })])[0];
    // Uncapped the office would keep 12,000; 11,500 of the cap is left.
    expect(at('4500')).toMatchObject({ office: '11500.00', agent: '28250.00' });
    expect(at('16000')).toMatchObject({ office: '0.00', agent: '39750.00' });
    expect(at('20000')).toMatchObject({ office: '0.00', agent: '39750.00' });
    expect(at('0')).toMatchObject({ office: '12000.00', agent: '27750.00' });
    // No cap: the split all year.
    expect(
      shown('40000', null, [
        member({ capUsed: usd('99999'), terms: { ...STANDARD, annualCap: null } }),
      ])[0],
    ).toMatchObject({ office: '12000.00' });
  });

  it('takes a shared referral fee off the top, an agent’s from their side', () => {
    expect(shown('20000', '25', [member()])[0]).toEqual({
      gross: '20000.00',
      referralFee: '5000.00',
      office: '4500.00',
      fee: '250.00',
      coach: '0.00',
      agent: '10250.00',
    });
    const flat: PlanTerms = {
      agentPercent: '100',
      annualCap: null,
      transactionFee: usd('495'),
      referralFeeFrom: 'agent',
      coachPercent: '0',
    };
    expect(shown('20000', '25', [member({ terms: flat })])[0]).toMatchObject({
      referralFee: '5000.00',
      office: '0.00',
      fee: '495.00',
      agent: '14505.00',
    });
    // A referral fee beyond the agent's side: the office bears the rest, the agent gets nothing.
    expect(
      shown('1000', '50', [
        member({ terms: { ...flat, agentPercent: '10', transactionFee: usd('0') } }),
      ])[0],
    ).toMatchObject({ referralFee: '500.00', office: '500.00', agent: '0.00' });
  });

  it('charges the fee past the cap but never more than the agent’s side', () => {
    expect(shown('100', null, [member({ capUsed: usd('16000') })])[0]).toMatchObject({
      office: '0.00',
      fee: '100.00',
      agent: '0.00',
    });
  });

  it('gives a coached agent’s coach their percent of the agent’s side after the fee', () => {
    expect(shown('10000', null, [member({ coached: true })])[0]).toMatchObject({
      office: '3000.00',
      fee: '250.00',
      coach: '675.00',
      agent: '6075.00',
    });
  });

  it('never gives a member more of the referral fee than of the gross (a CI seed found it)', () => {
    const terms = {
      agentPercent: '0',
      annualCap: null,
      transactionFee: moneyOf(0n),
      referralFeeFrom: 'shared' as const,
      coachPercent: '0',
    };
    const shares = caseCommission({
      gross: moneyOf(9n),
      referralPercent: '84',
      members: [14, 14, 60, 83, 14].map((weight, i) => ({
        userId: i + 1,
        teamPercent: String(weight),
        terms: terms as PlanTerms,
        capUsed: moneyOf(0n),
        coached: false,
      })),
    });
    for (const s of shares) {
      expect(s.referralFee.minor <= s.gross.minor).toBe(true);
      expect(s.office.minor >= 0n).toBe(true);
    }
    expect(sumMoney(shares.map((s) => s.referralFee))).toEqual(moneyOf(8n));
  });

  it('accounts for every cent of the gross, whatever the team and plans', () => {
    const plan = fc.record({
      agentPercent: fc.integer({ min: 0, max: 10000 }).map((n) => `${n / 100}`),
      annualCap: fc.option(fc.bigInt({ min: 0n, max: 3_000_000n }).map((c) => moneyOf(c))),
      transactionFee: fc.bigInt({ min: 0n, max: 100_000n }).map((c) => moneyOf(c)),
      referralFeeFrom: fc.constantFrom('shared' as const, 'agent' as const),
      coachPercent: fc.integer({ min: 0, max: 100 }).map(String),
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000_00n }),
        fc.option(fc.integer({ min: 0, max: 100 }).map(String)),
        fc.array(
          fc.record({
            weight: fc.integer({ min: 1, max: 100 }),
            terms: plan,
            used: fc.bigInt({ min: 0n, max: 4_000_000n }),
            coached: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (cents, referral, rows) => {
          const gross = moneyOf(cents);
          const shares = caseCommission({
            gross,
            referralPercent: referral,
            members: rows.map((r, i) => ({
              userId: i + 1,
              teamPercent: String(r.weight),
              terms: r.terms as PlanTerms,
              capUsed: moneyOf(r.used),
              coached: r.coached,
            })),
          });
          const all = shares.flatMap((s) => [
            s.referralFee,
            s.office,
            s.transactionFee,
            s.coach,
            s.agent,
          ]);
          expect(sumMoney(all)).toEqual(gross);
          expect(sumMoney(shares.map((s) => s.gross))).toEqual(gross);
          for (const s of shares) {
            for (const part of [s.office, s.transactionFee, s.coach, s.agent])
              expect(part.minor >= 0n).toBe(true);
            const cap = rows[s.userId - 1]?.terms.annualCap;
            if (cap) {
              const room = cap.minor - (rows[s.userId - 1]?.used ?? 0n);
              expect(s.office.minor <= (room > 0n ? room : 0n)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the plan year', () => {
  it('starts on the plan’s reset day, the last one on or before the day', () => {
    expect(planYearStart('2026-03-31', '04-01')).toBe('2025-04-01');
    expect(planYearStart('2026-04-01', '04-01')).toBe('2026-04-01');
    expect(planYearStart('2026-12-31', '01-01')).toBe('2026-01-01');
    expect(planYearStart('2027-03-01', '02-29')).toBe('2027-02-28');
    expect(planYearStart('2028-02-29', '02-29')).toBe('2028-02-29');
  });
});

describe('the team a commission splits among', () => {
  it('gives the case’s agent what the rows leave of 100%', () => {
    expect(teamWithOwner(1, [])).toEqual([{ userId: 1, percent: '100.00' }]);
    expect(teamWithOwner(1, [{ userId: 2, percent: '40.00' }])).toEqual([
      { userId: 2, percent: '40.00' },
      { userId: 1, percent: '60.00' },
    ]);
    expect(
      teamWithOwner(1, [
        { userId: 1, percent: '30.00' },
        { userId: 2, percent: '30.50' },
      ]),
    ).toEqual([
      { userId: 1, percent: '69.50' },
      { userId: 2, percent: '30.50' },
    ]);
    expect(
      teamWithOwner(1, [
        { userId: 2, percent: '50.00' },
        { userId: 3, percent: '50.00' },
      ]),
    ).toEqual([
      { userId: 2, percent: '50.00' },
      { userId: 3, percent: '50.00' },
    ]);
  });
});
