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
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useHistoryAddresses } from '../api/cases';

type AddressRow = {
  addressKey: string;
  addressLine: string;
  caseCount: number;
  latestCaseId: number;
  lastUpdatedAt: string;
};

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
const PAGE_SIZE = 20;

export const historyDetailPath = (row: Pick<AddressRow, 'latestCaseId' | 'addressKey'>) =>
  `/transaction/history/history-det/${row.latestCaseId}/${encodeURIComponent(row.addressKey)}`;

/** Route `/transaction/history/history-index/:addressStr?`: past cases grouped by property address. */
export default function HistoryIndexPage() {
  const navigate = useNavigate();
  const { addressStr = '' } = useParams();
  const [keyword, setKeyword] = useState(addressStr);
  const [pageNum, setPageNum] = useState(1);
  const result = useHistoryAddresses({
    keyword: addressStr || undefined,
    pageNum,
    pageSize: PAGE_SIZE,
  });
  const search = (value: string) => {
    setPageNum(1);
    navigate(
      `/transaction/history/history-index${value.trim() ? `/${encodeURIComponent(value.trim())}` : ''}`,
    );
  };
  return (
    <Stack space="lg">
      <Heading level={1}>Case history</Heading>
      <FilterBar
        aria-label="Address filter"
        loading={result.isFetching}
        onSearch={() => search(keyword)}
        onReset={() => {
          setKeyword('');
          search('');
        }}
      >
        <FormField label="Address">
          <TextField
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="Street, city or ZIP"
          />
        </FormField>
      </FilterBar>
      <DataTable
        label="Property addresses"
        columns={COLUMNS}
        rows={result.data?.list ?? []}
        rowKey="addressKey"
        loading={result.isPending}
        emptyText="No past cases"
        onRowClick={(row) => navigate(historyDetailPath(row))}
        height={560}
      />
      <Pagination
        page={pageNum}
        pageSize={PAGE_SIZE}
        total={result.data?.total ?? 0}
        onPageChange={setPageNum}
      />
    </Stack>
  );
}
