import { describe, expect, it } from 'vitest';
import { monthOf, statementRequestOf, statementStatusOf } from './payrollLists';

describe('the statement list’s request', () => {
  it('sends a month only once it is one, and the status of a tab other than All', () => {
    expect(monthOf(' 2026-10 ')).toBe('2026-10');
    expect(monthOf('2026-1')).toBeUndefined();
    expect(monthOf('2026-13')).toBeUndefined();
    expect(statementStatusOf('all')).toBeUndefined();
    expect(statementStatusOf('paying')).toBe('paying');
    expect(statementStatusOf('nonsense')).toBeUndefined();
    expect(
      statementRequestOf({ tab: 'reviewed', filters: { month: '2026-10', keyword: ' Alex ' } }),
    ).toEqual({ status: 'reviewed', month: '2026-10', keyword: 'Alex' });
    expect(statementRequestOf({ tab: 'all', filters: { month: '2026-', keyword: '' } })).toEqual({
      keyword: '',
    });
  });
});
