import { useSearchParams } from 'react-router';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { useHallPage } from '../api/hall';

import { HALL_PAGE_SIZE } from './hallPaging';

/**
 * The hall's cards for the page and search in the address (`?page=&q=`): the public hall and
 * the staff one read and move them the same way (a public call, sent without axios).
 */
export function useHall(lecturer = '') {
  const [params, setParams] = useSearchParams();
  const page = idFromAddress(params.get('page')) ?? 1;
  const query = params.get('q') ?? '';
  const hall = useHallPage({
    keyword: query,
    pageNum: page,
    pageSize: HALL_PAGE_SIZE,
    ...(lecturer ? { lecturer } : {}),
  });
  const move = (next: { page: number; q: string }) => {
    const search = new URLSearchParams(params);
    if (next.q) search.set('q', next.q);
    else search.delete('q');
    if (next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
  };
  return {
    courses: hall.data?.list ?? [],
    total: hall.data?.total ?? 0,
    loading: hall.isPending,
    failed: hall.isError && !hall.data,
    onRetry: () => void hall.refetch(),
    page,
    onPage: (next: number) => move({ page: next, q: query }),
    query,
    onQuery: (q: string) => move({ q, page: 1 }),
  };
}
