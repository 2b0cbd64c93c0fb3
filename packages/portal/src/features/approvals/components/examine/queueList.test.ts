import { describe, expect, it } from 'vitest';
import { readList } from '../../../../shared/list/listState';
import { QUEUE_LIST, toQueueSearch } from './queueList';

const stateOf = (query: string) => readList(QUEUE_LIST, new URLSearchParams(query));

describe('the queue request', () => {
  it('asks for what waits for the caller, oldest due first, by default', () => {
    expect(toQueueSearch(stateOf(''))).toEqual({
      status: 'pending',
      sortBy: 'dueAt',
      sortOrder: 'asc',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('carries the URL filters: tab, kind, keyword, overdue only, page', () => {
    expect(
      toQueueSearch(stateOf('tab=approved&kind=vendor&keyword=+Bright+&overdue=1&page=3')),
    ).toMatchObject({
      status: 'approved',
      kind: 'vendor',
      keyword: 'Bright',
      overdue: true,
      pageNum: 3,
    });
  });

  it('ignores an unknown kind, and a fixed kind wins over the filter', () => {
    expect(toQueueSearch(stateOf('kind=cars'))).not.toHaveProperty('kind');
    expect(toQueueSearch(stateOf('kind=tutor'), 'coach-cost').kind).toBe('coach-cost');
  });
});
