import { QueryClient } from '@tanstack/react-query';

/**
 * Server state of the whole portal. A role switch or a logout drops every cached answer at once
 * (`queryClient.clear()`), so no page shows data of the previous role.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
