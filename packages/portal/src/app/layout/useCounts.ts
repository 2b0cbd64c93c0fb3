import { MODULE_IDS } from '@bq/contract/meta';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { callQuery, calls } from '../../shared/http/calls';
import { session, setUserMessage } from '../../shared/session/store';

/** Spec §9: counts are polled every 30 seconds. */
export const COUNT_POLL_MS = 30_000;

const EXAMINE_ROLE = MODULE_IDS['approval/examine'];
const HOME_ROLE = MODULE_IDS.home;

/** After a failed poll the timer stops (spec §8); a new session starts it again. */
function interval(query: { state: { status: string } }): number | false {
  return query.state.status === 'error' ? false : COUNT_POLL_MS;
}

/**
 * The header's counts: fetched once and refreshed every 30 s while the tab is visible (TanStack
 * pauses intervals of hidden tabs). Which count is shown depends on the roles held (spec §4).
 */
export function useCounts() {
  const snap = useSnapshot(session);
  const granted = snap.access?.kind === 'routes' ? snap.access.granted : new Set<string>();
  const examine = granted.has(EXAMINE_ROLE);
  const home = granted.has(HOME_ROLE);

  const numbers = useQuery({
    ...callQuery(calls.application.getNum, {}, { poll: true }),
    refetchInterval: interval,
    staleTime: 0,
  });
  const unread = useQuery({
    ...callQuery(calls.messageStation.getUnreadNum, {}, { poll: true }),
    refetchInterval: interval,
    staleTime: 0,
    enabled: home,
  });

  useEffect(() => {
    if (numbers.data) setUserMessage(numbers.data);
  }, [numbers.data]);
  useEffect(() => {
    if (unread.data) setUserMessage(unread.data);
  }, [unread.data]);

  const message = snap.userMessage;
  return {
    showPending: true,
    /** The examine role sees what waits for its decision; everyone else their own pending ones. */
    pendingCount: examine ? message.pendingApprovalNum : message.approveNum,
    pendingTarget: examine ? '/approval/examine/index' : '/approval/apply/index',
    showUnread: home,
    unreadCount: message.unReadNum,
  };
}
