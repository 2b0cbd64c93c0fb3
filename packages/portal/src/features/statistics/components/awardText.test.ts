import { describe, expect, it } from 'vitest';
import { measureValue, ruleText } from './awardText';

describe('award rules in words', () => {
  it('says a top-N rule and a threshold', () => {
    expect(ruleText({ measure: 'volume', rule: 'top', topN: 10, threshold: null })).toBe(
      'Top 10 by closed volume',
    );
    expect(ruleText({ measure: 'sides', rule: 'threshold', topN: null, threshold: '2.00' })).toBe(
      'At least 2.00 sides',
    );
    expect(
      ruleText({ measure: 'volume', rule: 'threshold', topN: null, threshold: '1000000.00' }),
    ).toBe('At least $1,000,000.00 of closed volume');
  });

  it('writes one side in the singular', () => {
    expect(measureValue('sides', '1.00')).toBe('1.00 side');
    expect(measureValue('sides', '0.60')).toBe('0.60 sides');
  });
});
