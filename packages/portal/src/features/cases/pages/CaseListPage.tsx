import { CASE_STATUSES } from '@bq/contract/meta';
import {
  DataTable,
  type DataTableSort,
  DateInput,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Select,
  Stack,
  Tabs,
  TabsList,
  TabsTrigger,
  TextField,
} from '@bq/ui';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { setItem } from '../../../shared/storage/storage';
import { type CaseRow, useCaseSearch } from '../api/cases';
import { CASE_COLUMNS } from '../components/caseColumns';
import { CASE_KIND_KEYS, CASE_KINDS, kindOf, processPath } from '../components/caseKinds';
import { GoToCase } from '../components/GoToCase';
import { LIST_TABS, PAGE_SIZES, tabOf, toSearch, withParams } from '../components/listQuery';

const KIND_OPTIONS = [
  { value: 'all', label: 'All types' },
  ...CASE_KIND_KEYS.map((key) => ({ value: key, label: CASE_KINDS[key].title })),
];

/** Route `/transaction/caselist/:status?`: the visible cases, by status tab, filtered, sorted, paged. */
export default function CaseListPage() {
  const navigate = useNavigate();
  const { status } = useParams();
  const tab = tabOf(status);
  const [params, setParams] = useSearchParams();
  const query = toSearch(tab, params);
  const result = useCaseSearch(query);
  const [filters, setFilters] = useState(() => ({
    keyword: params.get('keyword') ?? '',
    kind: params.get('kind') ?? 'all',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  }));
  const sort: DataTableSort = {
    key: query.sortBy ?? 'updatedAt',
    direction: query.sortOrder ?? 'desc',
  };

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
      <Tabs
        value={tab}
        onValueChange={(next) =>
          navigate({
            pathname: `/transaction/caselist/${next}`,
            search: withParams(params, {}).toString(),
          })
        }
      >
        <TabsList aria-label="Case status">
          {LIST_TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {key === 'all' ? 'All' : CASE_STATUSES[key]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <FilterBar
        aria-label="Case filters"
        loading={result.isFetching}
        onSearch={() =>
          setParams(
            withParams(params, { ...filters, kind: filters.kind === 'all' ? null : filters.kind }),
          )
        }
        onReset={() => {
          setFilters({ keyword: '', kind: 'all', from: '', to: '' });
          setParams(withParams(params, { keyword: null, kind: null, from: null, to: null }));
        }}
      >
        <FormField label="Keyword">
          <TextField
            value={filters.keyword}
            placeholder="Case no., address or client"
            onChange={(event) => setFilters({ ...filters, keyword: event.target.value })}
          />
        </FormField>
        <FormField label="Type">
          <Select
            options={KIND_OPTIONS}
            value={filters.kind}
            onValueChange={(kind) => setFilters({ ...filters, kind })}
          />
        </FormField>
        <FormField label="Created from">
          <DateInput
            value={filters.from}
            onValueChange={(from) => setFilters({ ...filters, from })}
          />
        </FormField>
        <FormField label="Created to">
          <DateInput value={filters.to} onValueChange={(to) => setFilters({ ...filters, to })} />
        </FormField>
      </FilterBar>
      <DataTable
        label="Cases"
        columns={CASE_COLUMNS}
        rows={result.data?.list ?? []}
        rowKey="id"
        loading={result.isPending}
        emptyText="No cases match"
        sort={sort}
        onSortChange={(next) =>
          setParams(withParams(params, { sort: next?.key ?? null, order: next?.direction ?? null }))
        }
        onRowClick={open}
        height={560}
      />
      <Pagination
        page={Number(query.pageNum ?? 1)}
        pageSize={Number(query.pageSize ?? PAGE_SIZES[0])}
        pageSizes={PAGE_SIZES}
        total={result.data?.total ?? 0}
        onPageChange={(page) => setParams(withParams(params, { page: String(page) }))}
        onPageSizeChange={(size) =>
          setParams(withParams(params, { size: String(size), page: null }))
        }
      />
    </Stack>
  );
}
