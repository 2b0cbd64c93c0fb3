import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows a timestamp as MM/DD/YYYY HH:mm in local time', () => {
    const local = new Date(2026, 10, 21, 9, 5);
    expect(formatDateTime(local.toISOString())).toBe('11/21/2026 09:05');
  });

  it('shows nothing for a missing or broken timestamp', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
