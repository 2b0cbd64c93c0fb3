import type { LedgerLineRow, TokenAccountRow } from '@bq/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Stack,
  Text,
  TextField,
} from '@bq/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { downloadTokenAccounts } from '../api/ledger';
import { GrantDialog } from '../components/GrantDialog';
import { ledgerPaths, TOKEN_ACCOUNTS } from '../components/tokenLists';
import { dayText, signed } from '../components/tokenMapping';

/** An account's lines come a page of 50 at a time (`?lines=` is the page, kept on F5). */
const LINES_PAGE = 50;

const ACCOUNT_COLUMNS: DataTableColumn<TokenAccountRow>[] = [
  { key: 'name', header: 'Person' },
  { key: 'email', header: 'E-mail' },
  { key: 'balance', header: 'Tokens', width: 110, align: 'right' },
  { key: 'valid', header: 'Granted, still valid', width: 170, align: 'right' },
  {
    key: 'nextExpiry',
    header: 'Next last day',
    width: 150,
    nowrap: true,
    render: (row) => (row.nextExpiry ? dayText(row.nextExpiry) : '—'),
  },
];

const LINE_COLUMNS: DataTableColumn<LedgerLineRow>[] = [
  {
    key: 'businessDay',
    header: 'Day',
    width: 120,
    nowrap: true,
    render: (row) => dayText(row.businessDay),
  },
  { key: 'eventKey', header: 'Event', width: 220 },
  { key: 'memo', header: 'Memo' },
  {
    key: 'amount',
    header: 'Tokens',
    width: 100,
    align: 'right',
    render: (row) => signed(row.amount),
  },
  { key: 'balanceAfter', header: 'Balance after', width: 130, align: 'right' },
  { key: 'by', header: 'By', width: 160 },
];

/** One account's lines and grants: the ledger's own record of every token in and out. */
function AccountLines({
  accountId,
  page,
  onPage,
}: {
  accountId: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const lines = useQuery({
    ...callQuery(calls.token.lines, { accountId, pageNum: page, pageSize: LINES_PAGE }),
    placeholderData: keepPreviousData,
  });
  const account = lines.data?.account;
  return (
    <Card title={account ? `${account.name}: ${account.balance} tokens` : 'Account lines'}>
      <Stack space="md">
        {lines.data && (
          <DescriptionList
            items={[
              { label: 'Grants', value: String(lines.data.grants.length) },
              { label: 'Still valid', value: `${account?.valid ?? '0'} tokens` },
              { label: 'Lines', value: String(lines.data.total) },
            ]}
          />
        )}
        <DataTable
          label="Account lines, newest first"
          columns={LINE_COLUMNS}
          rows={lines.data?.list ?? []}
          rowKey="id"
          loading={lines.isPending}
          error={lines.isError}
          onRetry={() => void lines.refetch()}
          emptyText="No lines yet."
        />
        {(lines.data?.total ?? 0) > LINES_PAGE && (
          <Pagination
            page={page}
            pageSize={LINES_PAGE}
            pageSizes={[LINES_PAGE]}
            total={lines.data?.total ?? 0}
            onPageChange={onPage}
            label="Pages of the account's lines"
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * Route `/financial/token/index`: every person's token account with what they hold,
 * what their valid grants hold and the next last day; Grant tokens; a row opens its lines
 * and their pages (`?account=&lines=`, kept on F5 with the search and the page).
 */
export default function TokenAccountsPage() {
  const list = useListState(TOKEN_ACCOUNTS);
  const [granting, setGranting] = useState(false);
  const accounts = useListQuery(calls.token.accounts, list, (state) => ({
    keyword: state.filters.keyword,
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  const open = Number(list.state.extra.account) || null;
  const linesPage = Math.max(1, Number(list.state.extra.lines) || 1);
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Tokens</Heading>
        <Inline space="sm">
          <Button
            variant="secondary"
            onClick={() => void downloadTokenAccounts(list.state.filters.keyword)}
          >
            Export CSV
          </Button>
          <Button asChild variant="secondary">
            <Link to={ledgerPaths.checkAccount({})}>Check accounts</Link>
          </Button>
          <Button variant="primary" onClick={() => setGranting(true)}>
            Grant tokens
          </Button>
        </Inline>
      </Inline>
      <Text tone="muted">
        The office's credit per person, spent in the marketplace. Tokens not spent by the last day
        of their grant expire; each movement is a line of the ledger.
      </Text>
      <FilterBar aria-label="Token account filters" {...accounts.filterBar}>
        <FormField label="Person">
          <TextField
            placeholder="Name or e-mail"
            value={list.draft.keyword}
            onChange={(event) => list.setDraft('keyword', event.target.value)}
          />
        </FormField>
      </FilterBar>
      <ListViews list={list} columns={ACCOUNT_COLUMNS} />
      <Card padding="none">
        <DataTable
          label="Token accounts"
          columns={list.arrange(ACCOUNT_COLUMNS)}
          rows={accounts.rows}
          rowKey="accountId"
          emptyText="Nobody holds tokens yet."
          onRowClick={(row) =>
            list.change({ extra: { account: String(row.accountId), lines: '' } })
          }
          {...accounts.table}
        />
      </Card>
      <Pagination {...accounts.pagination} />
      {open !== null && (
        <AccountLines
          accountId={open}
          page={linesPage}
          onPage={(page) => list.change({ extra: { lines: page === 1 ? '' : String(page) } })}
        />
      )}
      {granting && <GrantDialog onClose={() => setGranting(false)} />}
    </Stack>
  );
}
