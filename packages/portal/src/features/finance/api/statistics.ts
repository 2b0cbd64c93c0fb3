import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `getFinance` for the months in the address; a malformed month is left out (the default). */
export function useFinanceStatistics(filters: { from: string; to: string }) {
  const from = MONTH.test(filters.from) ? filters.from : undefined;
  const to = MONTH.test(filters.to) ? filters.to : undefined;
  return useQuery(
    callQuery(calls.statistical.getFinance, {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    }),
  );
}
