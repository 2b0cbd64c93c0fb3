import { useQuery } from '@tanstack/react-query';
import { callQuery, calls, type Req, useCallMutation } from '../../../shared/http/calls';

const { dashboard, messageStation, statistical } = calls;

export const MESSAGE_STATUS = { unread: 0, read: 1 } as const;

export type MessageQuery = Req<typeof messageStation.getMessageList>;

export function useTodoList() {
  return useQuery(callQuery(statistical.getTodoList, {}));
}

/**
 * The dashboard's figures (`/home`), each a call without fields: `useQuery(DASHBOARD.monthView)`.
 * Their keys are the calls' (`callQuery`), so a write that makes them stale names the call.
 */
export const DASHBOARD = {
  personalCaseCount: callQuery(dashboard.personalCaseCount, {}),
  transactionStatus: callQuery(dashboard.transactionStatus, {}),
  transactionType: callQuery(dashboard.transactionType, {}),
  monthView: callQuery(dashboard.monthView, {}),
  monthCase: callQuery(dashboard.monthCase, {}),
  commissionStatistic: callQuery(dashboard.commissionStatistic, {}),
} as const;

export function useMessages(query: MessageQuery) {
  return useQuery({
    ...callQuery(messageStation.getMessageList, query),
    placeholderData: (previous) => previous,
  });
}

export function useMarkRead() {
  return useCallMutation(messageStation.updateMessageStatus);
}

export function useDeleteMessages() {
  return useCallMutation(messageStation.delete);
}
