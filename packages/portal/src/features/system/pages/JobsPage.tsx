import type { QueueJobRow } from '@bq/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  Dialog,
  FilterBar,
  FormField,
  Heading,
  Pagination,
  Select,
  Stack,
  StatusTag,
  Text,
  toast,
} from '@bq/ui';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { newIdempotencyKey } from '../../../shared/http/idempotencyKey';
import { useListQuery, useListState } from '../../../shared/list/useList';
import {
  JOBS_LIST,
  type JobsText,
  jobsRequest,
  kindLabel,
  kindOptions,
  mayRetry,
  STATE_TONES,
  stateLabel,
  stateOptions,
  useJobsText,
} from '../components/jobs';

type Words = { t: (key: JobsText) => string; english: boolean };

function RetryButton({ job, words }: { job: QueueJobRow; words: Words }) {
  const retry = useCallMutation(calls.jobs.retry, {
    onSuccess: () => toast.success(words.t('retried')),
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={retry.isPending}
      // A new key per click: a lost answer sent again answers the first, never a second retry.
      onClick={() => retry.mutate({ id: job.id, idempotencyKey: newIdempotencyKey() })}
    >
      {words.t('retry')}
    </Button>
  );
}

/** One job's attempts: which server process ran each, when, and how it ended. */
function JobDetails({ job, words }: { job: QueueJobRow; words: Words }) {
  const [open, setOpen] = useState(false);
  const { t, english } = words;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost">
          {t('details')}
        </Button>
      }
      title={`${kindLabel(job.kind, english)} #${job.id}`}
      description={`${stateLabel(job.state, english)} · ${t('notBefore')} ${formatDateTime(job.runAt)}`}
      width="md"
      footer={mayRetry(job.state) ? <RetryButton job={job} words={words} /> : null}
    >
      <Stack space="md">
        {job.attemptLog.length === 0 && <Text tone="muted">{t('noAttempt')}</Text>}
        {job.attemptLog.map((a) => (
          <DescriptionList
            key={a.attempt}
            items={[
              { label: `${t('attemptLog')} ${a.attempt}`, value: t(a.outcome) },
              { label: t('by'), value: a.worker },
              { label: t('started'), value: formatDateTime(a.startedAt) },
              { label: t('ended'), value: a.endedAt ? formatDateTime(a.endedAt) : '—' },
              ...(a.error ? [{ label: t('lastError'), value: a.error }] : []),
            ]}
          />
        ))}
      </Stack>
    </Dialog>
  );
}

function jobColumns(words: Words): readonly DataTableColumn<QueueJobRow>[] {
  const { t, english } = words;
  return [
    {
      key: 'id',
      header: t('job'),
      width: 220,
      render: (j) => (
        <Stack space="none">
          <Text weight="medium">{kindLabel(j.kind, english)}</Text>
          <Text size="sm" tone="muted">
            #{j.id}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'state',
      header: t('state'),
      width: 180,
      render: (j) => (
        <StatusTag tone={STATE_TONES[j.state]}>{stateLabel(j.state, english)}</StatusTag>
      ),
    },
    {
      key: 'attempts',
      header: t('attempts'),
      width: 110,
      render: (j) => `${j.attempts} / ${j.maxAttempts}`,
    },
    {
      key: 'lastError',
      header: t('lastError'),
      render: (j) => (
        <Text size="sm" tone={j.lastError ? 'default' : 'muted'}>
          {j.lastError ?? '—'}
        </Text>
      ),
    },
    {
      key: 'createdAt',
      header: t('when'),
      width: 200,
      render: (j) => (
        <Stack space="none">
          <Text size="sm">{formatDateTime(j.createdAt)}</Text>
          <Text size="sm" tone="muted">
            {j.finishedAt ? formatDateTime(j.finishedAt) : '—'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 190,
      render: (j) => (
        <Stack space="xs">
          <JobDetails job={j} words={words} />
          {mayRetry(j.state) && <RetryButton job={j} words={words} />}
        </Stack>
      ),
    },
  ];
}

/**
 * Route `/system/jobs`: the durable job queue (docs/operations.md "Background jobs"), newest
 * first, by state and kind; each job's attempts in its details, and a failed or dead one sent back
 * to the queue. The filters and the page are the address.
 */
export default function JobsPage() {
  const words = useJobsText();
  const { t, english } = words;
  const list = useListState(JOBS_LIST);
  const jobs = useListQuery(calls.jobs.list, list, jobsRequest);
  return (
    <Stack space="lg">
      <Heading level={1}>{t('title')}</Heading>
      <Text tone="muted">{t('intro')}</Text>
      <FilterBar aria-label={t('filters')} {...jobs.filterBar}>
        <FormField label={t('state')}>
          <Select
            options={stateOptions(english)}
            value={list.draft.state || 'all'}
            onValueChange={(state) => list.setDraft('state', state === 'all' ? '' : state)}
          />
        </FormField>
        <FormField label={t('kind')}>
          <Select
            options={kindOptions(english)}
            value={list.draft.kind || 'all'}
            onValueChange={(kind) => list.setDraft('kind', kind === 'all' ? '' : kind)}
          />
        </FormField>
      </FilterBar>
      <DataTable
        label={t('jobs')}
        columns={jobColumns(words)}
        rows={jobs.rows}
        rowKey="id"
        rowHeight={96}
        {...jobs.table}
        emptyText={t('none')}
      />
      <Pagination {...jobs.pagination} />
    </Stack>
  );
}
