import { DRE_IMPORT_MAX_BYTES, FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  FileUpload,
  FormField,
  Heading,
  Inline,
  LimitedTextField,
  Pagination,
  Select,
  Stack,
  Text,
  toast,
} from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useState } from 'react';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { importDre, useAgentOptions } from '../api/people';
import { DreImportStatus } from '../components/DreImportStatus';
import { DRE_LIST, toDreQuery } from '../components/dreList';

type DreRow = Res<typeof calls.dre.getList>['list'][number];

/**
 * `usermgt/dreun-list`: licence records from the DRE list that no agent is matched to. A person
 * matches one to an agent (the agent's licence follows it) or deletes it; a CSV import of the
 * public list matches what it can by itself and leaves the rest here.
 */
export default function DreUnmatchedPage() {
  const list = useListState(DRE_LIST);
  const dre = useListQuery(calls.dre.getList, list, toDreQuery);
  const [importJob, setImportJob] = useState<number | null>(null);
  const [matching, setMatching] = useState<DreRow | null>(null);
  const [deleting, setDeleting] = useState<DreRow | null>(null);
  const remove = useCallMutation(calls.dre.delete);

  const columns: DataTableColumn<DreRow>[] = [
    { key: 'licenseId', header: 'Licence id', width: 130, nowrap: true },
    { key: 'name', header: 'Name' },
    { key: 'licenseType', header: 'Type', width: 130 },
    { key: 'licenseStatus', header: 'Status', width: 120 },
    {
      key: 'expiresOn',
      header: 'Expires',
      width: 120,
      nowrap: true,
      render: (row) => formatDate(row.expiresOn),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 190,
      render: (row) => (
        <Inline space="xs">
          <Button size="sm" variant="secondary" onClick={() => setMatching(row)}>
            {`Match ${row.licenseId}`}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
            {`Delete ${row.licenseId}`}
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <Stack space="lg">
      <Heading level={1}>Unmatched DRE records</Heading>
      <Card title="Import CSV">
        <Stack space="sm">
          <Text size="sm" tone="muted">
            The public licence list: licence id, name, type, status and expiry, with a header row.
            Records whose licence id and name agree with an agent are matched as the file is read; a
            whole state's list takes a minute or two, and the page can be left meanwhile.
          </Text>
          <FileUpload
            accept=".csv,text/csv"
            maxSize={DRE_IMPORT_MAX_BYTES}
            buttonText="Import CSV"
            hint="CSV, up to 20 MB"
            onUpload={async (file, onProgress) => {
              const job = await importDre(file, (p) => onProgress(Math.min(p, 99)));
              onProgress(100);
              setImportJob(job.jobId);
            }}
          />
          {importJob !== null && (
            <DreImportStatus
              key={importJob}
              jobId={importJob}
              onDone={() => void dre.result.refetch()}
            />
          )}
        </Stack>
      </Card>
      {/* A form, not FilterBar's search landmark: the e2e journey finds it as the form it was. */}
      <form
        aria-label="Search DRE records"
        onSubmit={(event) => {
          event.preventDefault();
          list.search();
        }}
      >
        <Inline space="sm" alignItems="flex-end">
          <FormField label="Licence id or name">
            <LimitedTextField
              value={list.draft.keyword}
              maxLength={FIELD_LIMITS.common.keyword.max}
              onChange={(event) => list.setDraft('keyword', event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="secondary" loading={dre.filterBar.loading}>
            Search
          </Button>
        </Inline>
      </form>
      <ListViews list={list} columns={columns} />
      <DataTable
        label="Unmatched DRE records"
        columns={list.arrange(columns)}
        rows={dre.rows}
        rowKey="id"
        {...dre.table}
        errorText="The DRE records could not be loaded"
        emptyText="Every DRE record is matched"
        height={Math.min(640, 56 + 56 * Math.max(3, dre.rows.length))}
      />
      <Pagination {...dre.pagination} />
      {matching && <MatchDialog row={matching} onClose={() => setMatching(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        variant="delete"
        message={`Delete DRE record ${deleting?.licenseId ?? ''} (${deleting?.name ?? ''})?`}
        confirmText="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.id });
          toast.success('DRE record deleted');
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

/** Match one record to an agent: their licence number, type and expiry become the record's. */
function MatchDialog({ row, onClose }: { row: DreRow; onClose: () => void }) {
  const agents = useAgentOptions();
  const [agentId, setAgentId] = useState('');
  const match = useCallMutation(calls.dre.match);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Match ${row.licenseId} (${row.name})`}
      confirmText="Match"
      onConfirm={async () => {
        if (!agentId) {
          toast.error('Choose the agent this licence belongs to');
          throw new Error('no agent chosen');
        }
        await match.mutateAsync({ id: row.id, agentId: Number(agentId) });
        toast.success(`${row.licenseId} matched`);
        onClose();
      }}
    >
      <FormField label="Agent" required>
        <Select
          options={agents.options}
          value={agentId || undefined}
          placeholder={agents.loading ? 'Loading agents…' : 'Choose an agent'}
          onValueChange={setAgentId}
        />
      </FormField>
    </ConfirmDialog>
  );
}
