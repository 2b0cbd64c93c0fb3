import type { Contract, RequestOf, ResponseOf } from '@bq/contract';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';

export type CaseSearch = RequestOf<Contract['tranCase']['search']>;
export type CaseRow = ResponseOf<Contract['tranCase']['search']>['list'][number];
export type CaseHistory = ResponseOf<Contract['tranCase']['statusHistory']>;

const { tranCase } = calls;

/** The agents a team split may name; the directory changes rarely, so it is kept a while. */
export function useTeamCandidates(enabled: boolean) {
  return useQuery({
    ...callQuery(tranCase.teamCandidates, {}),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCase(id: number | null) {
  return useQuery({
    ...callQuery(tranCase.get, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useCaseHistory(id: number | null) {
  return useQuery({
    ...callQuery(tranCase.statusHistory, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Downloads a case document: the server answers base64 in the envelope; the browser saves a Blob. */
export async function downloadDocument(id: number, documentId: number): Promise<void> {
  saveBase64File(await api('tranCase', 'downloadDocument', { id, documentId }));
}
