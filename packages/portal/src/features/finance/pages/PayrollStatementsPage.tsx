import type { StatementRow } from '@bq/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Stack,
  StatusTag,
  TextField,
  toast,
} from '@bq/ui';
import { businessMonth } from '@bq/validators';
import { useNavigate } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import {
  monthOf,
  payrollPaths,
  STATEMENT_STATUS_LABELS,
  STATEMENT_TABS,
  STATEMENTS,
  statementRequestOf,
} from '../components/payrollLists';

const COLUMNS: DataTableColumn<StatementRow>[] = [
  { key: 'month', header: 'Pay period', width: 110, nowrap: true },
  { key: 'name', header: 'Person' },
  { key: 'lineCount', header: 'Lines', width: 80, align: 'right' },
  {
    key: 'total',
    header: 'Total',
    width: 140,
    align: 'right',
    render: (row) => <AmountText amount={row.total} weight="bold" />,
  },
  { key: 'reviewedBy', header: 'Reviewed by', width: 150, render: (row) => row.reviewedBy ?? '' },
  { key: 'approvedBy', header: 'Approved by', width: 150, render: (row) => row.approvedBy ?? '' },
  {
    key: 'paidAt',
    header: 'Paid',
    width: 150,
    nowrap: true,
    render: (row) => (row.paidAt ? formatDateTime(row.paidAt) : ''),
  },
  {
    key: 'status',
    header: 'Status',
    width: 140,
    render: (row) => (
      <StatusTag tone={STATEMENT_STATUS_LABELS[row.status].tone}>
        {STATEMENT_STATUS_LABELS[row.status].label}
      </StatusTag>
    ),
  },
];

/**
 * Route `/financial/staffwages/index`: each person's pay statement per pay period (a California
 * month), by status, month and name; drafting a month gathers its payroll lines; the list exports
 * as CSV; a row opens the statement.
 */
export default function PayrollStatementsPage() {
  const navigate = useNavigate();
  const list = useListState(STATEMENTS);
  const statements = useListQuery(calls.payroll.statements, list, (state) => ({
    ...statementRequestOf(state),
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  const month = monthOf(list.state.filters.month) ?? businessMonth(new Date());
  const draft = useCallMutation(calls.payroll.draft, {
    onSuccess: (done) =>
      toast.success(`${month} drafted: ${done.lines} lines on ${done.statements} statements`),
  });
  const exportCsv = async () =>
    saveBase64File(await api('payroll', 'exportStatements', statementRequestOf(list.state)));
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Staff payroll</Heading>
        <Inline space="xs">
          <Button
            variant="secondary"
            loading={draft.isPending}
            onClick={() => draft.mutate({ month })}
          >
            Draft {month}
          </Button>
          <Button variant="secondary" onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        </Inline>
      </Inline>
      <ListTabs
        {...statements.tabs}
        label="Statement status"
        tabs={STATEMENT_TABS}
        title={(tab) => (tab === 'all' ? 'All' : STATEMENT_STATUS_LABELS[tab].label)}
      >
        <Stack space="md">
          <FilterBar aria-label="Statement filters" {...statements.filterBar}>
            <FormField label="Pay period" help="YYYY-MM">
              <TextField
                value={list.draft.month}
                placeholder="2026-10"
                onChange={(event) => list.setDraft('month', event.target.value)}
              />
            </FormField>
            <FormField label="Person">
              <TextField
                value={list.draft.keyword}
                placeholder="Name"
                onChange={(event) => list.setDraft('keyword', event.target.value)}
              />
            </FormField>
          </FilterBar>
          <ListViews list={list} columns={COLUMNS} />
          <Card padding="none">
            <DataTable
              label="Pay statements"
              columns={list.arrange(COLUMNS)}
              rows={statements.rows}
              rowKey="id"
              emptyText="No pay statements here."
              onRowClick={(row) => navigate(payrollPaths.statement({ search: { id: row.id } }))}
              {...statements.table}
            />
          </Card>
          <Pagination {...statements.pagination} />
        </Stack>
      </ListTabs>
    </Stack>
  );
}
