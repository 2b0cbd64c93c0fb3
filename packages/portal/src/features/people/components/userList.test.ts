import { describe, expect, it } from 'vitest';
import { toAgentQuery } from './userList';

const state = (
  filters: Partial<Record<'keyword' | 'status' | 'roleId' | 'branchId' | 'expiring', string>>,
) => ({
  tab: undefined as never,
  filters: { keyword: '', status: '', roleId: '', branchId: '', expiring: '', ...filters },
  sort: null,
  page: 2,
  pageSize: 20,
  extra: {},
});

describe('the user list request', () => {
  it('sends only the filters a person set, trimmed, with the page', () => {
    expect(toAgentQuery(state({ keyword: '  lee ' }))).toEqual({
      pageNum: 2,
      pageSize: 20,
      keyword: 'lee',
    });
  });

  it('turns the chosen status, role and branch into numbers', () => {
    expect(toAgentQuery(state({ status: '3', roleId: '12', branchId: '4' }))).toMatchObject({
      agentStatus: 3,
      roleId: 12,
      branchId: 4,
    });
  });

  it('ignores a value typed into the address that is no id or status', () => {
    const query = toAgentQuery(state({ status: '9', roleId: 'abc', branchId: '-1' }));
    expect(query).toEqual({ pageNum: 2, pageSize: 20 });
  });

  it('lists licences lapsing within 30, 60 or 90 days for the reminders, and no other span', () => {
    expect(toAgentQuery(state({ expiring: '60' }))).toMatchObject({ expiringWithinDays: 60 });
    expect(toAgentQuery(state({ expiring: '45' }))).not.toHaveProperty('expiringWithinDays');
  });
});
