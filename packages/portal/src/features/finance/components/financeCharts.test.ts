import { describe, expect, it } from 'vitest';
import { amountText, chartable, figuresSummary, sourceLabel } from './financeCharts';

const row = (unit: 'USD' | 'TOKEN', income: string, label = 'x') => ({
  unit,
  income,
  earned: unit === 'USD' ? '0.00' : '0',
  payouts: unit === 'USD' ? '0.00' : '0',
  paid: unit === 'USD' ? '0.00' : '0',
  label,
});

describe('chartable', () => {
  it('charts dollars when any moved, else tokens, else nothing', () => {
    const both = [row('USD', '12.50'), row('TOKEN', '46')];
    expect(chartable(both)?.unit).toBe('USD');
    expect(chartable([row('USD', '0.00'), row('TOKEN', '46')])).toEqual({
      unit: 'TOKEN',
      rows: [row('TOKEN', '46')],
    });
    expect(chartable([row('USD', '0.00'), row('TOKEN', '0')])).toBeNull();
  });
});

describe('the words beside a chart', () => {
  it('say every figure with its unit', () => {
    expect(amountText('1250.00', 'USD')).toBe('$1,250.00');
    expect(amountText('46', 'TOKEN')).toBe('46 tokens');
    expect(figuresSummary([row('TOKEN', '46', 'San Jose')])).toBe(
      'San Jose: income 46 tokens, earned 0 tokens, paid 0 tokens, still owed 0 tokens',
    );
  });
});

describe('first-user money: an order paid by cheque and wire is not called paid with tokens', () => {
  it('names an order source by its unit', () => {
    expect(sourceLabel('order', 'USD')).toBe('Orders paid at the office');
    expect(sourceLabel('order', 'TOKEN')).toBe('Orders paid with tokens');
    expect(sourceLabel('case', 'USD')).toBe('Case commissions');
  });
});
