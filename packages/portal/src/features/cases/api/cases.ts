import type { Contract, RequestOf, ResponseOf } from '@bq/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/http/client';

export type CaseSearch = RequestOf<Contract['tranCase']['search']>;
export type CaseRow = ResponseOf<Contract['tranCase']['search']>['list'][number];
export type CaseHistory = ResponseOf<Contract['tranCase']['statusHistory']>;

/** Query keys of the cases area, so a write can refresh exactly what it changed. */
export const caseKeys = {
  all: ['cases'] as const,
  search: (query: CaseSearch) => ['cases', 'search', query] as const,
  detail: (id: number) => ['cases', 'detail', id] as const,
  history: (id: number) => ['cases', 'history', id] as const,
  addresses: (query: object) => ['cases', 'addresses', query] as const,
  byAddress: (query: object) => ['cases', 'byAddress', query] as const,
  teamCandidates: ['cases', 'teamCandidates'] as const,
};

/** The agents a team split may name; the directory changes rarely, so it is kept a while. */
export function useTeamCandidates(enabled: boolean) {
  return useQuery({
    queryKey: caseKeys.teamCandidates,
    queryFn: () => api('tranCase', 'teamCandidates', {}),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCaseSearch(query: CaseSearch) {
  return useQuery({
    queryKey: caseKeys.search(query),
    queryFn: () => api('tranCase', 'search', query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCase(id: number | null) {
  return useQuery({
    queryKey: caseKeys.detail(id ?? 0),
    queryFn: () => api('tranCase', 'get', { id: id as number }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useCaseHistory(id: number | null) {
  return useQuery({
    queryKey: caseKeys.history(id ?? 0),
    queryFn: () => api('tranCase', 'statusHistory', { id: id as number }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useHistoryAddresses(query: {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: caseKeys.addresses(query),
    queryFn: () => api('tranCase', 'historyAddresses', query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useHistoryByAddress(query: {
  addressKey: string;
  pageNum: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: caseKeys.byAddress(query),
    queryFn: () => api('tranCase', 'historyByAddress', query),
    enabled: query.addressKey !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Downloads a case document: the server answers base64 in the envelope; the browser saves a Blob. */
export async function downloadDocument(id: number, documentId: number): Promise<void> {
  const doc = await api('tranCase', 'downloadDocument', { id, documentId });
  const bytes = Uint8Array.from(atob(doc.contentBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: doc.mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  link.click();
  URL.revokeObjectURL(url);
}
