import type { calls, Res } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { openBase64File } from '../../../shared/http/saveFile';
import { useOrgOptions } from '../../../shared/org/useOrgOptions';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/**
 * Fetches a finished export part by part (each answer holds one chunk, base64 in the envelope)
 * and hands the browser one file to save.
 */
export async function downloadExport(jobId: number): Promise<void> {
  const parts: Uint8Array[] = [];
  let offset: number | null = 0;
  let fileName = 'agents.csv';
  let mime = 'text/csv';
  while (offset !== null) {
    const part: Res<typeof calls.agentInfoExport.download> = await api(
      'agentInfoExport',
      'download',
      { jobId, offset },
    );
    parts.push(bytesOf(part.contentBase64));
    fileName = part.fileName;
    mime = part.mime;
    offset = part.nextOffset;
  }
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The roles ("Duty - Role") and branches ("Region · Branch") a person can be given. */
export function usePeopleOptions() {
  const { roles, branchOptions } = useOrgOptions();
  return {
    roleOptions: roles.map((r) => ({ value: String(r.id), label: `${r.dutyName} - ${r.name}` })),
    branchOptions,
  };
}

/** Opens the person's W-9 (a PDF the server fills from their W-9 details) in a new tab. */
export function openW9(agentId: number): Promise<void> {
  return openBase64File(() => api('agentInfoExport', 'w9', { agentId }));
}
