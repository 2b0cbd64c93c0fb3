import { useQuery } from '@tanstack/react-query';
import { callQuery, calls, type Req, useCallMutation } from '../../../shared/http/calls';

const { messageStation, statistical } = calls;

export const MESSAGE_STATUS = { unread: 0, read: 1 } as const;

export type MessageQuery = Req<typeof messageStation.getMessageList>;

export function useTodoList() {
  return useQuery(callQuery(statistical.getTodoList, {}));
}

export function useMessages(query: MessageQuery) {
  return useQuery({
    ...callQuery(messageStation.getMessageList, query),
    placeholderData: (previous) => previous,
  });
}

/** After a change the list, the header's unread badge and the home page's to-do refresh. */
const MESSAGE_READS = [
  messageStation.getMessageList,
  messageStation.getUnreadNum,
  statistical.getTodoList,
] as const;

export function useMarkRead() {
  return useCallMutation(messageStation.updateMessageStatus, { invalidates: MESSAGE_READS });
}

export function useDeleteMessages() {
  return useCallMutation(messageStation.delete, { invalidates: MESSAGE_READS });
}
