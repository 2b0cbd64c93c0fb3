import { describe, expect, it } from 'vitest';
import { changeLogRequest } from './changeLog';

const state = (filters: Partial<Record<'person' | 'kind' | 'record' | 'from' | 'to', string>>) => ({
  tab: undefined as never,
  filters: { person: '', kind: '', record: '', from: '', to: '', ...filters },
  sort: null,
  page: 2,
  pageSize: 50,
  extra: {},
});

describe('the change log page’s request', () => {
  it('sends only the filters that name something', () => {
    expect(changeLogRequest(state({}))).toEqual({ pageNum: 2, pageSize: 50 });
    expect(
      changeLogRequest(
        state({ person: '12', kind: 'course', from: '11/30/2026', to: '12/01/2026' }),
      ),
    ).toEqual({
      actorId: 12,
      kind: 'course',
      from: '2026-11-30',
      to: '2026-12-01',
      pageNum: 2,
      pageSize: 50,
    });
  });

  it('narrows a kind to one record (the per-area histories link so), never a record without its kind', () => {
    expect(changeLogRequest(state({ kind: 'person', record: ' 41 ' }))).toEqual({
      kind: 'person',
      recordId: '41',
      pageNum: 2,
      pageSize: 50,
    });
    expect(changeLogRequest(state({ record: '41' }))).toEqual({ pageNum: 2, pageSize: 50 });
  });

  it('drops a kind it does not know and a half-typed date', () => {
    expect(changeLogRequest(state({ kind: 'planet', from: '11/3', person: 'x' }))).toEqual({
      pageNum: 2,
      pageSize: 50,
    });
  });
});
