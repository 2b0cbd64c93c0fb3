import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Req } from '../../../shared/http/calls';
import { publicCalls, publicQuery } from '../../../shared/http/public';

export type HallRequest = Req<typeof publicCalls.course.hallList>;

/** One page of the hall's cards (a public call, sent without axios); the last page stays up while the next loads. */
export function useHallPage(request: HallRequest) {
  return useQuery({
    ...publicQuery(publicCalls.course.hallList, request),
    placeholderData: keepPreviousData,
  });
}
