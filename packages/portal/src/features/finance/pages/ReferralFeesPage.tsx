import type { ReferralFeeRow } from '@bq/contract';
import { LISTS } from '@bq/contract/meta';
import {
  DataTable,
  type DataTableColumn,
  Heading,
  Pagination,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { Link } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { calls } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { defineList, type ListState } from '../../../shared/list/listState';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { paths } from '../../../shared/routes/paths';
import { ReferralFeeActions } from '../components/ReferralFeeActions';

const LIST = defineList({ key: 'finance.referral-fees', contract: LISTS.referralFee.list });

const request = (state: ListState<string, never>) => ({
  pageNum: state.page,
  pageSize: state.pageSize,
});

const STATUS = {
  owed: <StatusTag tone="warning">Owed</StatusTag>,
  paying: <StatusTag tone="info">Paying</StatusTag>,
  paid: <StatusTag tone="success">Paid</StatusTag>,
} as const;

const money = (key: 'fee' | 'paid' | 'owed', header: string): DataTableColumn<ReferralFeeRow> => ({
  key,
  header,
  width: 120,
  align: 'right',
  render: (row) => <AmountText amount={row[key]} weight={key === 'owed' ? 'bold' : undefined} />,
});

/** Route `/financial/referral-fees`: each closed case's referral fee owed to its referrer. */
export default function ReferralFeesPage() {
  const list = useListState(LIST);
  const fees = useListQuery(calls.referralFee.list, list, request);
  const secondPersonAbove = fees.result.data?.secondPersonAbove ?? '0.00';
  const columns: DataTableColumn<ReferralFeeRow>[] = [
    {
      key: 'caseNo',
      header: 'Case',
      // The case number whole: it is what finance matches with the referring brokerage's invoice.
      width: 170,
      nowrap: true,
      render: (row) => <Link to={paths.caseLedger({ id: row.caseId })}>{row.caseNo}</Link>,
    },
    { key: 'brokerage', header: 'Referring brokerage', render: (row) => row.brokerage },
    money('fee', 'Fee'),
    money('paid', 'Paid'),
    money('owed', 'Owed'),
    { key: 'status', header: 'Status', width: 110, render: (row) => STATUS[row.status] },
    {
      key: 'actions',
      header: '',
      width: 200,
      render: (row) => <ReferralFeeActions row={row} secondPersonAbove={secondPersonAbove} />,
    },
  ];
  return (
    <Stack space="lg">
      <Heading level={1}>Referral fees</Heading>
      <Text tone="muted">
        Each closed case's referral fee owed to the brokerage that referred the client. Paying holds
        it until someone confirms it went out.
      </Text>
      <ListViews list={list} columns={columns} />
      <DataTable
        label="Referral fees"
        columns={list.arrange(columns)}
        rows={fees.rows}
        rowKey="caseId"
        {...fees.table}
        emptyText="No closed case owes a referral fee."
      />
      <Pagination {...fees.pagination} />
    </Stack>
  );
}
