import { CASE_STATUSES } from '@bq/contract/meta';
import {
  DataTable,
  DateInput,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Select,
  Stack,
  TextField,
} from '@bq/ui';
import { useNavigate, useParams } from 'react-router';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { paths } from '../../../shared/routes/paths';
import { setItem } from '../../../shared/storage/storage';
import type { CaseRow } from '../api/cases';
import { CaseBulkActions, useCaseMover } from '../components/CaseBulkActions';
import { CASE_COLUMNS } from '../components/caseColumns';
import { CASE_KIND_KEYS, CASE_KINDS, kindOf, processPath } from '../components/caseKinds';
import { GoToCase } from '../components/GoToCase';
import { CASE_LIST, LIST_TABS, toSearch } from '../components/listQuery';

const KIND_OPTIONS = [
  { value: 'all', label: 'All types' },
  ...CASE_KIND_KEYS.map((key) => ({ value: key, label: CASE_KINDS[key].title })),
];

/** Route `/transaction/caselist/:status?`: the visible cases, by status tab, filtered, sorted, paged. */
export default function CaseListPage() {
  const navigate = useNavigate();
  const { status } = useParams();
  const list = useListState(CASE_LIST, {
    values: { tab: status },
    go: ({ tab }, search) =>
      navigate({ pathname: paths.caseList({ status: tab }), search: search.toString() }),
  });
  const cases = useListQuery(calls.tranCase.search, list, toSearch);
  const { draft, setDraft } = list;
  const mover = useCaseMover();
  const bulk = mover.reviewer || mover.closer;

  const open = (row: CaseRow) => {
    setItem('transactionID', row.id);
    setItem('transactionCaseNo', row.caseNo);
    setItem('tradeServiceValue', row.type);
    navigate(processPath(kindOf(row.type, row.purchaseKind), row.id));
  };

  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Case list</Heading>
        <GoToCase />
      </Inline>
      <ListTabs
        label="Case status"
        tabs={LIST_TABS}
        title={(key) => (key === 'all' ? 'All' : CASE_STATUSES[key])}
        {...cases.tabs}
      >
        <FilterBar aria-label="Case filters" {...cases.filterBar}>
          <FormField label="Keyword">
            <TextField
              value={draft.keyword}
              placeholder="Case no., address or client"
              onChange={(event) => setDraft('keyword', event.target.value)}
            />
          </FormField>
          <FormField label="Type">
            <Select
              options={KIND_OPTIONS}
              value={draft.kind || 'all'}
              onValueChange={(kind) => setDraft('kind', kind === 'all' ? '' : kind)}
            />
          </FormField>
          <FormField label="Created from">
            <DateInput value={draft.from} onValueChange={(from) => setDraft('from', from)} />
          </FormField>
          <FormField label="Created to">
            <DateInput value={draft.to} onValueChange={(to) => setDraft('to', to)} />
          </FormField>
        </FilterBar>
        <ListViews list={list} columns={CASE_COLUMNS} />
        {bulk && (
          <CaseBulkActions
            rows={cases.rows}
            selected={cases.selected.map(Number)}
            onClear={cases.clearSelection}
          />
        )}
        <DataTable
          label="Cases"
          columns={list.arrange(CASE_COLUMNS)}
          rows={cases.rows}
          rowKey="id"
          {...cases.table}
          selectable={bulk}
          selectRowLabel={(row) => `Select case ${row.caseNo}`}
          selectAllLabel="Select every case on this page"
          emptyText="No cases match"
          onRowClick={open}
          height={560}
        />
        <Pagination {...cases.pagination} />
      </ListTabs>
    </Stack>
  );
}
