import { Button, Inline, Text, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { downloadExport } from '../api/people';
import type { AgentQuery } from './userList';

const POLL_MS = 1000;

/**
 * The agent export as a background job: the request returns at once, the progress shows here
 * while the server writes the file, and a download appears when it is ready.
 */
export function ExportPanel({ query }: { query: AgentQuery }) {
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useCallMutation(calls.agentInfoExport.start);
  const progress = useQuery({
    ...callQuery(calls.agentInfoExport.progress, { jobId: jobId ?? 0 }, { quiet: true }),
    enabled: jobId !== null,
    refetchInterval: (q) =>
      q.state.data && ['done', 'failed'].includes(q.state.data.status) ? false : POLL_MS,
  });
  const job = jobId === null ? null : progress.data;
  const [saving, setSaving] = useState(false);
  const { pageNum: _page, pageSize: _size, ...filters } = query;

  return (
    <Inline space="sm" alignItems="center">
      <Button
        variant="secondary"
        loading={start.isPending}
        onClick={async () => setJobId((await start.mutateAsync(filters)).jobId)}
      >
        Export
      </Button>
      {job && job.status !== 'done' && job.status !== 'failed' && (
        <Text role="status" tone="muted">
          Exporting… {job.done} of {job.total} agents
        </Text>
      )}
      {job?.status === 'failed' && (
        <Text role="alert" tone="danger">
          The export failed: {job.error}
        </Text>
      )}
      {job?.status === 'done' && (
        <>
          <Text role="status" tone="muted">
            {job.total} agents exported
          </Text>
          <Button
            loading={saving}
            onClick={async () => {
              setSaving(true);
              try {
                await downloadExport(job.jobId);
                toast.success(`${job.fileName} downloaded`);
              } finally {
                setSaving(false);
              }
            }}
          >
            Download {job.fileName}
          </Button>
        </>
      )}
    </Inline>
  );
}
