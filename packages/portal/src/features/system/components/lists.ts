import { LISTS } from '@bq/contract/meta';
import { defineList, type ListState } from '../../../shared/list/listState';

/** The boards page's list: `?keyword=&page=&size=`. */
export const BOARDS = defineList({
  key: 'system.boards',
  contract: LISTS.association.list,
  filters: ['keyword'],
});

export const boardsRequest = (state: ListState<never, 'keyword'>) => ({
  keyword: state.filters.keyword.trim(),
  pageNum: state.page,
  pageSize: state.pageSize,
});

/** The recruiting page's list: `?recruiter=<agent id>&keyword=&page=&size=`. */
export const RECRUITS = defineList({
  key: 'system.recruitments',
  contract: LISTS.recruitment.list,
  filters: ['recruiter', 'keyword'],
});

export function recruitsRequest(state: ListState<never, 'recruiter' | 'keyword'>) {
  const recruiter = state.filters.recruiter;
  return {
    keyword: state.filters.keyword.trim(),
    ...(/^[1-9]\d*$/.test(recruiter) ? { recruiterId: Number(recruiter) } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  };
}
