import { LISTS } from '@bq/contract/meta';
import {
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Pagination,
  Stack,
  TextField,
} from '@bq/ui';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { calls, type Res } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { defineList } from '../../../shared/list/listState';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { paths } from '../../../shared/routes/paths';

type AddressRow = Res<typeof calls.tranCase.historyAddresses>['list'][number];

const COLUMNS: readonly DataTableColumn<AddressRow>[] = [
  { key: 'addressLine', header: 'Property address' },
  { key: 'caseCount', header: 'Cases', width: 100, align: 'right' },
  {
    key: 'lastUpdatedAt',
    header: 'Last updated',
    width: 180,
    render: (row) => formatDateTime(row.lastUpdatedAt),
  },
];

export const historyDetailPath = (row: Pick<AddressRow, 'latestCaseId' | 'addressKey'>) =>
  paths.historyDetail({ hisId: row.latestCaseId, addressStr: row.addressKey });

/** The keyword is the route's `:addressStr?`; the page is `?page=` (F5 keeps both). */
const ADDRESSES = defineList({
  key: 'cases.history',
  contract: LISTS.tranCase.historyAddresses,
  filters: ['address'],
});

/** Route `/transaction/history/history-index/:addressStr?`: past cases grouped by property address. */
export default function HistoryIndexPage() {
  const navigate = useNavigate();
  const { addressStr } = useParams();
  const list = useListState(ADDRESSES, {
    values: { address: addressStr },
    go: ({ address }, search) =>
      navigate({
        pathname: paths.historyIndex({ addressStr: address }),
        search: search.toString(),
      }),
  });
  const addresses = useListQuery(calls.tranCase.historyAddresses, list, (state) => ({
    keyword: state.filters.address || undefined,
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  return (
    <Stack space="lg">
      <Heading level={1}>Case history</Heading>
      <FilterBar aria-label="Address filter" {...addresses.filterBar}>
        <FormField label="Address">
          <TextField
            value={list.draft.address}
            onChange={(event) => list.setDraft('address', event.target.value)}
            placeholder="Street, city or ZIP"
          />
        </FormField>
      </FilterBar>
      <ListViews list={list} columns={COLUMNS} />
      <DataTable
        label="Property addresses"
        columns={list.arrange(COLUMNS)}
        rows={addresses.rows}
        rowKey="addressKey"
        loading={addresses.table.loading}
        emptyText="No past cases"
        onRowClick={(row) => navigate(historyDetailPath(row))}
        height={560}
      />
      <Pagination {...addresses.pagination} />
    </Stack>
  );
}
