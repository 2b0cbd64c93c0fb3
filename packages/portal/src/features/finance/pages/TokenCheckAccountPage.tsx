import type { ReconciliationRow } from '@bq/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Pagination,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { Link } from 'react-router';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { ledgerPaths, RECONCILE_UNITS, RECONCILIATION } from '../components/tokenLists';

const balanced = (row: ReconciliationRow) => /^-?0(\.0+)?$/.test(row.difference);

const COLUMNS: DataTableColumn<ReconciliationRow>[] = [
  { key: 'owner', header: 'Account' },
  {
    key: 'kind',
    header: 'Kind',
    width: 110,
    render: (row) => row.kind.charAt(0).toUpperCase() + row.kind.slice(1),
  },
  { key: 'kept', header: 'Kept balance', width: 140, align: 'right' },
  { key: 'sum', header: 'Sum of lines', width: 140, align: 'right' },
  { key: 'difference', header: 'Difference', width: 120, align: 'right' },
  { key: 'lines', header: 'Lines', width: 90, align: 'right' },
  {
    key: 'state',
    header: '',
    width: 130,
    render: (row) =>
      balanced(row) ? (
        <StatusTag tone="success">Balanced</StatusTag>
      ) : (
        <StatusTag tone="danger">Differs</StatusTag>
      ),
  },
];

/**
 * Route `/financial/token/check-account`: each account's balance as the ledger kept
 * it against the sum of its lines. They differ only when rows were changed behind the ledger's
 * triggers; such accounts come first. Tokens, or dollars on the second tab (`?tab=USD`).
 */
export default function TokenCheckAccountPage() {
  const list = useListState(RECONCILIATION);
  const check = useListQuery(calls.token.checkAccount, list, (state) => ({
    unit: state.tab,
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  const differences = check.result.data?.differences;
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Check accounts</Heading>
        <Button asChild variant="secondary">
          <Link to={ledgerPaths.tokens({})}>Token accounts</Link>
        </Button>
      </Inline>
      <ListTabs
        {...check.tabs}
        label="Unit"
        tabs={RECONCILE_UNITS}
        title={(tab) => (tab === 'TOKEN' ? 'Tokens' : 'Dollars')}
      >
        <Stack space="md">
          {differences !== undefined && (
            <Card role="status">
              {differences === 0 ? (
                <Text>
                  All {check.total} accounts are balanced: each one's kept balance equals the sum of
                  its lines.
                </Text>
              ) : (
                <Text tone="danger">
                  {differences} of {check.total} accounts differ from the sum of their lines. They
                  are listed first.
                </Text>
              )}
            </Card>
          )}
          <ListViews list={list} columns={COLUMNS} />
          <Card padding="none">
            <DataTable
              label="Accounts reconciled"
              columns={list.arrange(COLUMNS)}
              rows={check.rows}
              rowKey="accountId"
              emptyText="No accounts in this unit yet."
              {...check.table}
            />
          </Card>
          <Pagination {...check.pagination} />
        </Stack>
      </ListTabs>
    </Stack>
  );
}
