import type {
  LedgerMonth,
  MonthCheck,
  Reconciliation,
  ReconciliationDifference,
} from '@bq/contract';
import {
  Amount,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import { DecisionDialog } from '../components/DecisionDialog';
import {
  checkFigure,
  DIFFERENCE_KINDS,
  failing,
  fullMonth,
  reconciliationHeadline,
  unitMoney,
  warnings,
} from '../components/monthClose';
import { UnmatchedReceivables } from '../components/UnmatchedReceivables';

const money = (amount: string, unit: ReconciliationDifference['unit']) => {
  const value = unitMoney({ amount, unit });
  return value ? <Amount value={value} /> : amount;
};

const stateTag = (row: LedgerMonth) =>
  row.status === 'closed' ? (
    <StatusTag tone="neutral">Closed</StatusTag>
  ) : row.ended ? (
    <StatusTag tone="warning">Open, ended</StatusTag>
  ) : (
    <StatusTag tone="info">Open, current</StatusTag>
  );

const MONTH_COLUMNS: DataTableColumn<LedgerMonth>[] = [
  { key: 'month', header: 'Month', render: (row) => fullMonth(row.month) },
  { key: 'status', header: 'Status', width: 150, render: stateTag },
  { key: 'closedBy', header: 'Closed by', render: (row) => row.closedBy ?? '' },
  { key: 'closedAt', header: 'Closed at', render: (row) => formatDateTime(row.closedAt) },
];

const CHECK_COLUMNS: DataTableColumn<MonthCheck>[] = [
  { key: 'label', header: 'Check', width: 260 },
  {
    key: 'passed',
    header: 'Result',
    width: 100,
    render: (row) =>
      row.passed ? (
        <StatusTag tone="success">Passes</StatusTag>
      ) : (
        <StatusTag tone="danger">Fails</StatusTag>
      ),
  },
  { key: 'count', header: 'Figures', width: 200, render: checkFigure },
  { key: 'detail', header: 'What was found' },
];

const DIFFERENCE_COLUMNS: DataTableColumn<ReconciliationDifference>[] = [
  { key: 'kind', header: 'Kind', width: 150, render: (row) => DIFFERENCE_KINDS[row.kind] },
  { key: 'subject', header: 'What' },
  {
    key: 'expected',
    header: 'Kept',
    width: 140,
    align: 'right',
    render: (r) => money(r.expected, r.unit),
  },
  {
    key: 'actual',
    header: 'Ledger lines',
    width: 140,
    align: 'right',
    render: (r) => money(r.actual, r.unit),
  },
  {
    key: 'difference',
    header: 'Difference',
    width: 140,
    align: 'right',
    render: (r) => money(r.difference, r.unit),
  },
];

/** The reconciliation of a month: each difference, or that the books tie out. */
function ReconciliationCard({ found }: { found: Reconciliation }) {
  const none = found.differences.length === 0;
  return (
    <Card>
      <Stack space="md">
        <Heading level={2}>Reconciliation</Heading>
        <Text role="status" tone={none ? 'success' : 'danger'} weight="bold">
          {reconciliationHeadline(found)}
        </Text>
        <Text tone="muted">
          {found.accounts} accounts (every balance against its lines), {found.orders} orders of the
          month (paid and refunded against receipts and refunds); lines of the month:{' '}
          {found.totals.map((t, i) => (
            <span key={t.unit}>
              {i > 0 && ', '}
              {t.lines} {t.unit === 'USD' ? 'dollar' : 'token'} lines summing to{' '}
              {money(t.sum, t.unit)}
            </span>
          ))}
          .
        </Text>
        {!none && (
          <DataTable
            label="Differences"
            columns={DIFFERENCE_COLUMNS}
            rows={found.differences}
            rowKey={(r) => `${r.kind}:${r.id ?? r.unit}`}
            height={tableHeight(found.differences.length, 40, 10)}
          />
        )}
      </Stack>
    </Card>
  );
}

/** Closing the month, after a confirmation; the dialog's opening makes the request's key. */
function CloseButton({
  month,
  blocked,
  onClosed,
}: {
  month: string;
  blocked: string[];
  onClosed: () => void;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallMutation(calls.monthClose.close);
  return (
    <>
      <Button variant="primary" disabled={blocked.length > 0} onClick={() => setOpen(true)}>
        Close {fullMonth(month)}
      </Button>
      {open && (
        <DecisionDialog<Record<string, never>, { month: string }>
          open
          onOpenChange={setOpen}
          title={`Close ${fullMonth(month)}?`}
          description="Nothing can be posted in a closed month afterwards: a correction goes into an open month. The checks run again as it closes."
          defaults={{}}
          limits={{}}
          submitText="Close the month"
          toRequest={() => ({ request: { month } })}
          send={async (request, idempotencyKey) => {
            await close.mutateAsync({ ...request, idempotencyKey });
            onClosed();
          }}
          done={`${fullMonth(month)} is closed`}
        >
          {null}
        </DecisionDialog>
      )}
    </>
  );
}

/**
 * Route `/financial/month-close`: the ledger's last twelve months, open or closed; the chosen
 * month's checks with their figures (`?month=`, the latest open month that ended by default),
 * its Close button, enabled once every check that blocks passes, the closed cases still owed by
 * title/escrow (a warning, each linked to its case's ledger) and its reconciliation.
 */
export default function MonthClosePage() {
  const [params, setParams] = useSearchParams();
  const list = useQuery(callQuery(calls.monthClose.list, {}));
  const months = list.data?.months ?? [];
  const month =
    params.get('month') ??
    months.find((m) => m.status === 'open' && m.ended)?.month ??
    months[0]?.month;
  const checks = useQuery({
    ...callQuery(calls.monthClose.checks, { month: month ?? '' }),
    enabled: month !== undefined,
  });
  const found = useQuery({
    ...callQuery(calls.monthClose.reconciliation, { month }),
    enabled: month !== undefined,
  });
  if (!list.data || !month) return <Skeleton lines={8} />;
  const state = checks.data;
  return (
    <Stack space="lg">
      <Heading level={1}>Month close</Heading>
      <Text tone="muted">
        A month is closed once its books tie out, nothing of it is half-paid or waiting for a
        decision, and it has ended (California, today {list.data.today}). Nothing is posted in a
        closed month afterwards.
      </Text>
      <Card padding="none">
        <DataTable
          label="Ledger months"
          columns={MONTH_COLUMNS}
          rows={months}
          rowKey="month"
          height={tableHeight(months.length)}
          onRowClick={(row) => setParams({ month: row.month })}
        />
      </Card>
      {state ? (
        <Card>
          <Stack space="md">
            <Inline align="between">
              <Heading level={2}>{fullMonth(month)}</Heading>
              {state.status === 'closed' ? (
                <StatusTag tone="neutral">Closed</StatusTag>
              ) : (
                <CloseButton
                  month={month}
                  blocked={failing(state.checks)}
                  // The month stays chosen once closed, rather than the next open one by default.
                  onClosed={() => setParams({ month })}
                />
              )}
            </Inline>
            {state.status === 'closed' ? (
              <Text role="status">
                Closed by {state.closedBy} on {formatDateTime(state.closedAt)}.
              </Text>
            ) : state.canClose ? (
              <Text role="status" tone="success">
                {warnings(state.checks).length === 0
                  ? 'Every check passes: the month can be closed.'
                  : `The month can be closed; a warning: ${warnings(state.checks).join('; ')}.`}
              </Text>
            ) : (
              <Text role="status" tone="danger">
                Not yet: {failing(state.checks).join('; ')}.
              </Text>
            )}
            <DataTable
              label={`Checks for ${fullMonth(month)}`}
              columns={CHECK_COLUMNS}
              // The checks that keep the month open; a warning has its own card below.
              rows={state.checks.filter((c) => c.blocks)}
              rowKey="key"
              height={tableHeight(state.checks.filter((c) => c.blocks).length)}
            />
          </Stack>
        </Card>
      ) : (
        <Skeleton lines={5} />
      )}
      {state?.checks.map((c) => (c.blocks ? null : <UnmatchedReceivables key={c.key} check={c} />))}
      {found.data ? <ReconciliationCard found={found.data} /> : <Skeleton lines={3} />}
    </Stack>
  );
}
