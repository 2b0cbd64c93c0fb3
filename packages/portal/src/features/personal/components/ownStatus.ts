import { useEffect } from 'react';
import { paths } from '../../../shared/routes/paths';
import { session, setUserInfo } from '../../../shared/session/store';
import type { AgentRecord } from './personalMapping';

export const PERSONAL_INDEX = paths.personalIndex({});

/** Whether this record is the signed-in user's own. */
export const isOwn = (record: Pick<AgentRecord, 'agentId'>) =>
  String(session.userInfo?.agentInfo?.agentId ?? '') === String(record.agentId);

/**
 * The cached personal details (USER_INFO) hold the agent status the create-case flow reads.
 * When the agent's own record says otherwise (the office accepted a licence), the cache follows,
 * so Create new lets them in without signing in again.
 */
export function useRefreshOwnStatus(record: AgentRecord | undefined): void {
  useEffect(() => {
    const info = session.userInfo;
    if (!record || !info?.agentInfo || !isOwn(record)) return;
    if (info.agentInfo.agentStatus === record.agentStatus) return;
    setUserInfo({ ...info, agentInfo: { ...info.agentInfo, agentStatus: record.agentStatus } });
  }, [record]);
}
