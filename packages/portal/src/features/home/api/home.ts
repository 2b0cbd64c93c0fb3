import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/http/client';

export const MESSAGE_STATUS = { unread: 0, read: 1 } as const;

export interface MessageQuery {
  pageNum: number;
  pageSize: number;
  status?: 0 | 1;
}

export function useTodoList() {
  return useQuery({ queryKey: ['todo'], queryFn: () => api('statistical', 'getTodoList') });
}

export function useMessages(query: MessageQuery) {
  return useQuery({
    queryKey: ['messages', query],
    queryFn: () => api('messageStation', 'getMessageList', query),
    placeholderData: (previous) => previous,
  });
}

/** After a change the list and the header's unread badge both refresh. */
function useRefreshMessages() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['messages'] }),
      client.invalidateQueries({ queryKey: ['counts', 'unread'] }),
      client.invalidateQueries({ queryKey: ['todo'] }),
    ]);
}

export function useMarkRead() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (ids: number[]) => api('messageStation', 'updateMessageStatus', { ids, status: 1 }),
    onSuccess: refresh,
  });
}

export function useDeleteMessages() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (ids: number[]) => api('messageStation', 'delete', { ids }),
    onSuccess: refresh,
  });
}
