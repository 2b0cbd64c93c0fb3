import type { ListingRow } from '@bq/contract';
import { MODULE_IDS, STANDARD_STATUSES } from '@bq/contract/meta';
import {
  Button,
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Select,
  Stack,
  StatusTag,
  Text,
  TextField,
} from '@bq/ui';
import { Link, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { session } from '../../../shared/session/store';
import { LISTINGS, listingListRequest } from '../components/listingLists';
import { listingPaths } from '../components/listingPaths';
import { addressLine, factsLine, STATUS_TEXT } from '../components/listingText';

const ANY = 'any';

const COLUMNS: DataTableColumn<ListingRow>[] = [
  {
    key: 'photo',
    header: 'Photo',
    width: 64,
    render: (row) =>
      row.photos[0] ? <img src={row.photos[0]} alt="" height={40} /> : <Text tone="muted">—</Text>,
  },
  {
    key: 'address',
    header: 'Address',
    render: (row) => (
      <Stack space="none">
        <Text weight="medium">{addressLine(row)}</Text>
        <Text size="sm" tone="muted">
          {factsLine(row)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'ListPrice',
    header: 'List price',
    width: 130,
    align: 'right',
    sortable: true,
    render: (row) => <AmountText amount={row.ListPrice.amount} />,
  },
  {
    key: 'status',
    header: 'Status',
    width: 150,
    render: (row) => (
      <StatusTag tone={STATUS_TEXT[row.StandardStatus].tone}>
        {STATUS_TEXT[row.StandardStatus].en}
      </StatusTag>
    ),
  },
  { key: 'agent', header: 'Agent', width: 120, render: (row) => row.ListAgentFullName },
  {
    key: 'share',
    header: 'Share link',
    width: 110,
    render: (row) => (row.shareEnabled ? `On · ${row.shareViews} views` : 'Off'),
  },
  {
    key: 'ModificationTimestamp',
    header: 'Updated',
    width: 150,
    nowrap: true,
    sortable: true,
    render: (row) => formatDateTime(row.ModificationTimestamp),
  },
];

/**
 * Route `/housing-manage/h-list`: the agent's listings; an office manager (user management) also
 * has the office's tab. Status, keyword, sort and page are in the address (F5 keeps them).
 */
export default function ListingListPage() {
  const navigate = useNavigate();
  const access = useSnapshot(session).access;
  const office = access?.kind === 'routes' && access.granted.has(MODULE_IDS['userroles/usermgt']);
  const list = useListState(LISTINGS);
  const listings = useListQuery(calls.listing.list, list, listingListRequest);
  const table = (
    <>
      <FilterBar aria-label="Listing filters" {...listings.filterBar}>
        <FormField label="Keyword">
          <TextField
            value={list.draft.keyword}
            placeholder="Street, city or ZIP"
            onChange={(event) => list.setDraft('keyword', event.target.value)}
          />
        </FormField>
        <FormField label="Status">
          <Select
            options={[
              { value: ANY, label: 'Any status' },
              ...STANDARD_STATUSES.map((s) => ({ value: s, label: STATUS_TEXT[s].en })),
            ]}
            value={list.draft.status || ANY}
            onValueChange={(value) => list.setDraft('status', value === ANY ? '' : value)}
          />
        </FormField>
      </FilterBar>
      <ListViews list={list} columns={COLUMNS} />
      <DataTable
        label="Listings"
        columns={list.arrange(COLUMNS)}
        rows={listings.rows}
        rowKey="id"
        {...listings.table}
        emptyText="No listings match."
        onRowClick={(row) => navigate(listingPaths.detail({ id: row.id }))}
        height={560}
      />
      <Pagination {...listings.pagination} />
    </>
  );
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Listings</Heading>
        <Inline space="sm">
          <Button asChild variant="secondary">
            <Link to={listingPaths.template({})}>Templates</Link>
          </Button>
          <Button asChild variant="primary">
            <Link to={listingPaths.edit({ type: 'new' })}>New listing</Link>
          </Button>
        </Inline>
      </Inline>
      {office ? (
        <ListTabs
          label="Whose listings"
          tabs={LISTINGS.tabs ?? []}
          title={(tab) => (tab === 'office' ? "The office's" : 'Mine')}
          {...listings.tabs}
        >
          {table}
        </ListTabs>
      ) : (
        table
      )}
    </Stack>
  );
}
