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
  Pagination,
  Select,
  Stack,
  Text,
  TextField,
  toast,
} from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { queryTable } from '../../../shared/list/queryTable';
import { importDre, useAgentOptions } from '../api/people';
import { importSummary } from '../components/coachMapping';

type DreRow = Res<typeof calls.dre.getList>['list'][number];
const PAGE_SIZE = 20;

/**
 * `usermgt/dreun-list`: licence records from the DRE list that no agent is matched to. A person
 * matches one to an agent (the agent's licence follows it) or deletes it; a CSV import of the
 * public list matches what it can by itself and leaves the rest here.
 */
export default function DreUnmatchedPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page') ?? 1) || 1);
  const keyword = search.get('q') ?? '';
  const list = useQuery(
    callQuery(calls.dre.getList, {
      matched: false,
      keyword: keyword || undefined,
      pageNum: page,
      pageSize: PAGE_SIZE,
    }),
  );
  const [summary, setSummary] = useState<string | null>(null);
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
            Records whose licence id and name agree with an agent are matched at once.
          </Text>
          <FileUpload
            accept=".csv,text/csv"
            maxSize={DRE_IMPORT_MAX_BYTES}
            buttonText="Import CSV"
            hint="CSV, up to 20 MB"
            onUpload={async (file, onProgress) => {
              const answer = await importDre(file, (p) => onProgress(Math.min(p, 99)));
              onProgress(100);
              setSummary(importSummary(answer));
              await list.refetch();
            }}
          />
          {summary && (
            <Text role="status" weight="medium">
              {summary}
            </Text>
          )}
        </Stack>
      </Card>
      <form
        aria-label="Search DRE records"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          setSearch(q ? { q } : {});
        }}
      >
        <Inline space="sm" alignItems="flex-end">
          <FormField label="Licence id or name">
            <TextField
              key={keyword}
              name="q"
              defaultValue={keyword}
              maxLength={FIELD_LIMITS.common.keyword.max}
            />
          </FormField>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </Inline>
      </form>
      <DataTable
        label="Unmatched DRE records"
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey="id"
        {...queryTable(list)}
        errorText="The DRE records could not be loaded"
        emptyText="Every DRE record is matched"
        height={Math.min(640, 56 + 56 * Math.max(3, list.data?.list.length ?? 0))}
      />
      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPageChange={(next) =>
          setSearch({ ...(keyword ? { q: keyword } : {}), page: String(next) })
        }
      />
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
