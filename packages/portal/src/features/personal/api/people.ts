import { MODULE_IDS } from '@bq/contract/meta';
import { useQueries, useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';
import { api, apiUpload } from '../../../shared/http/client';
import { openBase64File } from '../../../shared/http/saveFile';
import { mergeAgents } from '../components/coachMapping';

/** Multipart, streamed by the server. */
export function uploadPhoto(agentId: number, file: File, onPercent: (percent: number) => void) {
  return apiUpload(
    'agentInfo',
    'uploadPersonalPhoto',
    { agentId, fileName: file.name, mime: file.type },
    file,
    onPercent,
  );
}

export function importDre(file: File, onPercent: (percent: number) => void) {
  return apiUpload('dre', 'import', {}, file, onPercent);
}

/** Opens the agent's W-9 (a PDF the server answers base64 in the envelope) in a new tab. */
export function openW9(agentId: number): Promise<void> {
  return openBase64File(() => api('agentInfoExport', 'w9', { agentId }));
}

/** The personal photo as a data URL, or null when there is none. */
export function usePhoto(agentId: number, uploaded: boolean) {
  return useQuery({
    ...callQuery(calls.agentInfo.getPersonalPhoto, { agentId }, { quiet: true }),
    enabled: agentId > 0 && uploaded,
    select: (doc) => `data:${doc.mime};base64,${doc.contentBase64}`,
  });
}

/**
 * Every active agent, as picker options: the roles holding the agent center, then the agents of
 * each (the server's picker answers per role).
 */
export function useAgentOptions() {
  const roles = useQuery({
    ...callQuery(calls.role.selectRoleAndDutyAndModulesByCondition, { pageNum: 1, pageSize: 100 }),
    select: (page) =>
      page.list
        .filter((role) => role.moduleIds.includes(MODULE_IDS['agent-center/personal']))
        .map((role) => role.id),
  });
  const lists = useQueries({
    queries: (roles.data ?? []).map((roleId) =>
      callQuery(calls.agentInfo.searchAgentByRoleId, { roleId }),
    ),
  });
  return {
    loading: roles.isPending || lists.some((list) => list.isPending),
    options: mergeAgents(lists.map((list) => list.data?.list ?? [])),
  };
}
