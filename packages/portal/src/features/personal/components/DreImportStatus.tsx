import { Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callQuery, calls } from '../../../shared/http/calls';
import { importProgressText, importSummary } from './coachMapping';

const POLL_MS = 1000;

/**
 * A DRE import running in the background (the agent export's pattern): the upload answered a job
 * at once, its progress shows here while the server reads the file, then the outcome; `onDone`
 * runs once when the job ends, so the list can show what it stored.
 */
export function DreImportStatus({ jobId, onDone }: { jobId: number; onDone: () => void }) {
  const progress = useQuery({
    ...callQuery(calls.dre.importProgress, { jobId }, { quiet: true }),
    refetchInterval: (q) =>
      q.state.data && ['done', 'failed'].includes(q.state.data.status) ? false : POLL_MS,
  });
  const job = progress.data;
  const ended = job?.status === 'done' || job?.status === 'failed';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per job's end, not per render
  useEffect(() => {
    if (ended) onDone();
  }, [ended, jobId]);

  if (!job) return null;
  if (job.status === 'failed') {
    return (
      <Text role="alert" tone="danger">
        The import failed: {job.error}
      </Text>
    );
  }
  if (job.status === 'done') {
    return (
      <Text role="status" weight="medium">
        {importSummary(job)}
      </Text>
    );
  }
  return (
    <Text role="status" tone="muted">
      {importProgressText(job)}
    </Text>
  );
}
