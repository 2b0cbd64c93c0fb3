import { MODULE_IDS } from '@bq/contract/meta';
import { useQueries, useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';
import { api, apiUpload } from '../../../shared/http/client';
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

const toBlob = (doc: { contentBase64: string; mime: string }) =>
  new Blob([Uint8Array.from(atob(doc.contentBase64), (c) => c.charCodeAt(0))], {
    type: doc.mime,
  });

/** Keeps a blob URL alive long enough for the opened tab to read it, then frees it. */
const BLOB_URL_LIFETIME_MS = 5 * 60_000;

/**
 * Opens the agent's W-9 in a new tab: the server answers base64 in the envelope, the browser
 * shows a Blob URL of it. The tab is opened first (a popup blocker allows it only inside the
 * click) and pointed at the PDF once it has arrived.
 */
export async function openW9(agentId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const doc = await api('agentInfoExport', 'w9', { agentId });
    const url = URL.createObjectURL(toBlob(doc));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
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
