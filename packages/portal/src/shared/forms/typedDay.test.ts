import { describe, expect, it } from 'vitest';
import { typedDay } from './typedDay';

describe('typedDay', () => {
  it('reads a typed US or ISO day, says what is missing, and refuses a day that does not exist', () => {
    expect(typedDay(' 03/02/2026 ', 'Enter the day')).toEqual({ iso: '2026-03-02' });
    expect(typedDay('2026-03-02', 'Enter the day')).toEqual({ iso: '2026-03-02' });
    expect(typedDay('  ', 'Enter the day')).toEqual({ error: 'Enter the day' });
    const wrong = typedDay('02/30/2026', 'Enter the day');
    expect('error' in wrong && wrong.error.length > 0).toBe(true);
  });
});
