import type { StatementDetail } from '@bq/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  EmptyState,
  Heading,
  Skeleton,
  Stack,
  StatusTag,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { CorrectTransferDialog } from '../components/CorrectTransferDialog';
import { ledgerLineColumns, PAYOUT_COLUMNS, tableHeight } from '../components/payouts';
import { STATEMENT_ACTIONS, STATEMENT_STATUS_LABELS } from '../components/payrollLists';
import { StatementActions } from '../components/StatementActions';

type Event = StatementDetail['events'][number];

const SOURCES: Record<string, string> = {
  case: 'Case commission',
  application: 'Approved application',
  correction: 'Correction',
  'agent-fee': 'Agent fee',
};

type Line = StatementDetail['lines'][number];

/** What a line's transfer has to do with corrections: reversed, a reversal, or corrected. */
const linkOf = (row: Line) =>
  [
    row.correctionId !== null ? `Correction #${row.correctionId}` : '',
    row.reverses !== null ? `reverses transfer ${row.reverses}` : '',
    row.reversedBy !== null ? `reversed by transfer ${row.reversedBy}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** The lines' columns; `correct` opens the correction of a line's transfer. */
const lineColumns = (correct: (transferId: number) => void) =>
  ledgerLineColumns(SOURCES, [
    {
      key: 'account',
      header: 'As',
      width: 90,
      render: (row) => (row.account === 'coach' ? 'Coach' : 'Agent'),
    },
    { key: 'correctionId', header: 'Correction', width: 200, render: linkOf },
    {
      key: 'transferId',
      header: '',
      width: 100,
      render: (row) =>
        row.reverses === null && row.reversedBy === null ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Correct transfer ${row.transferId}`}
            onClick={() => correct(row.transferId)}
          >
            Correct
          </Button>
        ) : null,
    },
  ]);

const EVENT_COLUMNS: DataTableColumn<Event & { key: number }>[] = [
  {
    key: 'at',
    header: 'When',
    width: 170,
    nowrap: true,
    render: (row) => formatDateTime(row.at),
  },
  {
    key: 'action',
    header: 'Action',
    width: 190,
    render: (row) => STATEMENT_ACTIONS[row.action] ?? row.action,
  },
  { key: 'by', header: 'By', width: 160, render: (row) => row.by ?? 'System' },
  {
    key: 'amount',
    header: 'Amount',
    width: 140,
    align: 'right',
    render: (row) => <AmountText amount={row.amount} />,
  },
  { key: 'note', header: 'Note' },
];

/**
 * Route `/financial/staffwages/detail?id=`: one pay statement — its lines from the ledger, its
 * next step (review, approve, pay, confirm or void), every action with who and when, its payouts.
 */
export default function PayrollStatementDetailPage() {
  const [search] = useSearchParams();
  const id = idFromAddress(search.get('id'));
  const [correcting, setCorrecting] = useState<number | null>(null);
  const columns = useMemo(() => lineColumns(setCorrecting), []);
  const statement = useQuery({
    ...callQuery(calls.payroll.statement, { id: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  if (id === undefined || statement.isError) return <EmptyState title="No such pay statement" />;
  if (!statement.data) return <Skeleton lines={8} />;
  const s = statement.data;
  const status = STATEMENT_STATUS_LABELS[s.status];
  return (
    <Stack space="lg">
      <Heading level={1}>
        Pay statement: {s.name}, {s.month}
      </Heading>
      <Card
        title="Statement"
        titleLevel={2}
        extra={<StatusTag tone={status.tone}>{status.label}</StatusTag>}
      >
        <Stack space="md">
          <DescriptionList
            columns={3}
            items={[
              { label: 'Person', value: s.name },
              { label: 'Pay period', value: s.month },
              {
                label: s.status === 'draft' ? 'Total so far' : 'Total',
                value: <AmountText amount={s.total} weight="bold" />,
              },
              { label: 'Reviewed by', value: s.reviewedBy ?? '—' },
              { label: 'Approved by', value: s.approvedBy ?? '—' },
              {
                label: 'Second person above',
                value: <AmountText amount={s.secondPersonAbove} />,
              },
            ]}
          />
          <StatementActions statement={s} />
        </Stack>
      </Card>
      <Card title="Lines" titleLevel={2} padding="none">
        <DataTable
          label="Statement lines"
          columns={columns}
          rows={s.lines}
          rowKey="lineId"
          emptyText="No lines yet."
          height={tableHeight(s.lines.length)}
        />
      </Card>
      {s.feesOwed.length > 0 && (
        <Card title="Fees owed, not deducted" titleLevel={2} padding="none">
          <DataTable
            label="Fees owed"
            columns={columns}
            rows={s.feesOwed}
            rowKey="lineId"
            height={tableHeight(s.feesOwed.length)}
          />
        </Card>
      )}
      {correcting !== null && (
        <CorrectTransferDialog transferId={correcting} onClose={() => setCorrecting(null)} />
      )}
      {s.payouts.length > 0 && (
        <Card title="Payouts" titleLevel={2} padding="none">
          <DataTable
            label="Payouts"
            columns={PAYOUT_COLUMNS}
            rows={s.payouts}
            rowKey="id"
            height={tableHeight(s.payouts.length)}
          />
        </Card>
      )}
      <Card title="History" titleLevel={2} padding="none">
        <DataTable
          label="Statement history"
          columns={EVENT_COLUMNS}
          rows={s.events.map((e, key) => ({ ...e, key }))}
          rowKey="key"
          height={tableHeight(s.events.length)}
        />
      </Card>
    </Stack>
  );
}
