import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { publicCalls, publicQuery } from '../../../shared/http/public';
import { positive } from '../components/courseLinks';
import { HALL_PAGE_SIZE } from '../components/hallPaging';

/**
 * The hall's cards for the page and search in the address (`?page=&q=`): the public hall and
 * the staff one read and move them the same way (a public call, sent without axios).
 */
export function useHall(lecturer = '') {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page')) ?? 1;
  const query = params.get('q') ?? '';
  const hall = useQuery({
    ...publicQuery(publicCalls.course.hallList, {
      keyword: query,
      pageNum: page,
      pageSize: HALL_PAGE_SIZE,
      ...(lecturer ? { lecturer } : {}),
    }),
    placeholderData: keepPreviousData,
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
