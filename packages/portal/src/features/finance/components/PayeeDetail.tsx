import type { PayeeKind } from '@bq/contract';
import {
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { callQuery, calls } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { PayButton, PendingPayoutActions } from './PayeeActions';
import { PAYEE_PAGES } from './payeeLists';
import { ledgerLineColumns, PAYOUT_COLUMNS, type PayoutView, tableHeight } from './payouts';

const SOURCES: Record<string, string> = {
  'order-line': 'Paid seat',
  refund: 'Refund',
  application: 'Approved application',
  payout: 'Payout',
};

const LINE_COLUMNS = ledgerLineColumns(SOURCES);

/** `/financial/lectirer-pay/detail?id=` and the vendor's: the account's sums, payouts and lines. */
export function PayeeDetail({ kind }: { kind: PayeeKind }) {
  const [search] = useSearchParams();
  const id = idFromAddress(search.get('id'));
  const call = kind === 'lecturer' ? calls.lecturerPay.detail : calls.vendorPay.detail;
  const detail = useQuery({
    ...callQuery(call, { accountId: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  const page = PAYEE_PAGES[kind];
  if (id === undefined || detail.isError)
    return <EmptyState title={`No such ${page.one.toLowerCase()}`} />;
  if (!detail.data) return <Skeleton lines={8} />;
  const d = detail.data;
  const owed = d.owed.startsWith('-') || /^0+\.00$/.test(d.owed) ? null : d.owed;
  const payoutColumns: DataTableColumn<PayoutView>[] = [
    ...PAYOUT_COLUMNS,
    {
      key: 'actions',
      header: '',
      width: 210,
      render: (row) =>
        row.status === 'pending' ? (
          <PendingPayoutActions
            payoutId={row.id}
            amount={row.amount}
            secondPersonAbove={d.secondPersonAbove}
          />
        ) : null,
    },
  ];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>
          {page.title}: {d.name}
        </Heading>
        {owed && <PayButton accountId={d.accountId} name={d.name} owed={owed} />}
      </Inline>
      <Card title="Account" titleLevel={2}>
        <DescriptionList
          columns={3}
          items={[
            { label: page.earned, value: <AmountText amount={d.earned} /> },
            ...(kind === 'lecturer'
              ? [{ label: 'Clawed back by refunds', value: <AmountText amount={d.clawedBack} /> }]
              : []),
            { label: 'Paid', value: <AmountText amount={d.paid} /> },
            { label: 'Being paid', value: <AmountText amount={d.paying} /> },
            { label: 'Owed now', value: <AmountText amount={d.owed} weight="bold" /> },
          ]}
        />
      </Card>
      <Card title="Payouts" titleLevel={2}>
        <DataTable
          label="Payouts"
          columns={payoutColumns}
          rows={d.payouts}
          rowKey="id"
          emptyText="Nothing paid yet."
          height={tableHeight(d.payouts.length)}
        />
      </Card>
      <Card title="Ledger lines" titleLevel={2}>
        <DataTable
          label="Ledger lines"
          columns={LINE_COLUMNS}
          rows={d.lines}
          rowKey="lineId"
          emptyText="No lines."
          height={tableHeight(d.lines.length)}
        />
      </Card>
    </Stack>
  );
}
