import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months of the address as the calls take them; a malformed one is left out (the default). */
function monthsOf(filters: { from: string; to: string }) {
  return {
    ...(MONTH.test(filters.from) ? { from: filters.from } : {}),
    ...(MONTH.test(filters.to) ? { to: filters.to } : {}),
  };
}

/** `getFinance` for the months in the address. */
export function useFinanceStatistics(filters: { from: string; to: string }) {
  return useQuery(callQuery(calls.statistical.getFinance, monthsOf(filters)));
}

/** The same months' figures as a CSV download. */
export async function downloadFinance(filters: { from: string; to: string }): Promise<void> {
  saveBase64File(await api('statistical', 'exportFinance', monthsOf(filters)));
}

/** The token accounts (the list's search, every page) as a CSV download. */
export async function downloadTokenAccounts(keyword: string): Promise<void> {
  saveBase64File(await api('token', 'exportAccounts', { keyword }));
}
