import { describe, expect, it } from 'vitest';
import { programmeRequest, programmeValues } from './programmeMapping';

describe('award form mapping', () => {
  it('starts a new award on this month, the top 10 by volume', () => {
    expect(programmeValues(null, '2026-11-28')).toMatchObject({
      periodKey: '2026-11',
      measure: 'volume',
      rule: 'top',
      topN: '10',
    });
  });

  it('sends only the figure of the chosen rule', () => {
    const values = { ...programmeValues(null, '2026-11-28'), name: 'Top', threshold: '5.00' };
    expect(programmeRequest(values)).toEqual({
      name: 'Top',
      periodKey: '2026-11',
      measure: 'volume',
      rule: 'top',
      topN: '10',
    });
    expect(programmeRequest({ ...values, rule: 'threshold', measure: 'sides' }, 4)).toEqual({
      id: 4,
      name: 'Top',
      periodKey: '2026-11',
      measure: 'sides',
      rule: 'threshold',
      threshold: '5.00',
    });
  });
});
