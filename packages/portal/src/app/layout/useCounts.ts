import { applicationFlowMeta, MODULE_IDS } from '@bq/contract/meta';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { API_BASE } from '../../shared/http/base';
import { callQuery, calls } from '../../shared/http/calls';
import { session, setUserMessage } from '../../shared/session/store';

/** Spec §9: counts are polled every 30 seconds. */
export const COUNT_POLL_MS = 30_000;

/** Whoever may decide a step (the queue's own permission): the approver's and finance's modules. */
const DECIDER_MODULES = applicationFlowMeta.search.permission.modules;
const HOME_ROLE = MODULE_IDS.home;

/** After a failed poll the timer stops (spec §8); a new session starts it again. */
function interval(query: { state: { status: string } }): number | false {
  return query.state.status === 'error' ? false : COUNT_POLL_MS;
}

/**
 * The unread count pushed by the server as soon as a letter arrives; the 30 s poll
 * above stays, so a proxy that drops the stream only makes the badge slower. An EventSource
 * cannot send headers: the token goes in the query of this one address (the server keeps it out
 * of its log).
 */
function useUnreadStream(token: string | null) {
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const stream = new EventSource(
      `${API_BASE}bq/messageStation/unreadStream?token=${encodeURIComponent(token)}`,
    );
    stream.onmessage = (event) => {
      const { unReadNum } = JSON.parse(event.data) as { unReadNum: number };
      setUserMessage({ unReadNum });
    };
    // The session ended (log-out, revoked): the poll's own 1001 handling takes over.
    stream.addEventListener('end', () => stream.close());
    return () => stream.close();
  }, [token]);
}

/**
 * The header's counts: fetched once and refreshed every 30 s while the tab is visible (TanStack
 * pauses intervals of hidden tabs). Which count is shown depends on the roles held (spec §4).
 */
export function useCounts() {
  const snap = useSnapshot(session);
  const granted = snap.access?.kind === 'routes' ? snap.access.granted : new Set<string>();
  const examine = DECIDER_MODULES.some((id) => granted.has(id));
  const home = granted.has(HOME_ROLE);

  // Only while signed in: the layout can outlive a log-out by a render, and a poll then would go
  // out as a guest.
  const signedIn = snap.token !== null;
  const numbers = useQuery({
    ...callQuery(calls.application.getNum, {}, { poll: true }),
    refetchInterval: interval,
    staleTime: 0,
    enabled: signedIn,
  });
  const unread = useQuery({
    ...callQuery(calls.messageStation.getUnreadNum, {}, { poll: true }),
    refetchInterval: interval,
    staleTime: 0,
    enabled: signedIn && home,
  });

  useEffect(() => {
    if (numbers.data) setUserMessage(numbers.data);
  }, [numbers.data]);
  useEffect(() => {
    if (unread.data) setUserMessage(unread.data);
  }, [unread.data]);
  useUnreadStream(home ? snap.token : null);

  const message = snap.userMessage;
  return {
    showPending: true,
    /** A decider sees what waits for their decision; everyone else their own pending ones. */
    pendingCount: examine ? message.pendingApprovalNum : message.approveNum,
    pendingTarget: examine ? '/approval/examine/index' : '/approval/apply/index',
    showUnread: home,
    unreadCount: message.unReadNum,
  };
}
