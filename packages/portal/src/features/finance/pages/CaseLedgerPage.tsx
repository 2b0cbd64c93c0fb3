import type { TitleReceiptRow } from '@bq/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { callQuery, calls } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { CdaCard } from '../components/CdaCard';
import { RECEIVABLE_STATUS, type WaterfallRow, waterfallRows } from '../components/caseLedger';
import { RecordReceiptDialog } from '../components/RecordReceiptDialog';

const LINE_COLUMNS: DataTableColumn<WaterfallRow>[] = [
  { key: 'day', header: 'Day', width: 110, nowrap: true },
  {
    key: 'what',
    header: 'Transfer',
    width: 190,
    render: (row) => `${row.what} · ${row.transferId}`,
  },
  { key: 'step', header: 'Step', width: 200 },
  { key: 'account', header: 'Account' },
  {
    key: 'amount',
    header: 'Amount',
    width: 150,
    align: 'right',
    render: (row) => <AmountText amount={row.amount} />,
  },
];

const RECEIPT_COLUMNS: DataTableColumn<TitleReceiptRow>[] = [
  { key: 'day', header: 'Received', width: 110, nowrap: true },
  { key: 'reference', header: 'Reference' },
  { key: 'by', header: 'Recorded by', width: 180, render: (row) => row.by ?? 'The system' },
  {
    key: 'amount',
    header: 'Amount',
    width: 150,
    align: 'right',
    render: (row) => <AmountText amount={row.amount} />,
  },
];

/**
 * Route `/financial/case-ledger/:id`: one case's ledger for finance — the lines of its closing's
 * transfers (gross from title/escrow, referral fee, agent split, coach share, fees, company
 * dollar) by account, the title/escrow receipts matched to it, what is still owed, and the
 * dialog that records a receipt. Reached from the month close's list of cases still owed. Its
 * CDA card (the Commission Disbursement Authorization title/escrow is sent before the closing)
 * sits above the waterfall: what the closing will post, then what it posted.
 */
export default function CaseLedgerPage() {
  const params = useParams();
  const id = idFromAddress(params.id);
  const [recording, setRecording] = useState(false);
  const ledger = useQuery({
    ...callQuery(calls.titleReceipt.caseLedger, { caseId: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  if (id === undefined || ledger.isError) return <EmptyState title="No such case" />;
  if (!ledger.data) return <Skeleton lines={8} />;
  const c = ledger.data;
  const status = RECEIVABLE_STATUS[c.status];
  const lines = waterfallRows(c);
  // Only what title/escrow still owes can be received (the server refuses the rest in words).
  const canRecord =
    c.caseStatus === 'closed' && (c.status === 'unmatched' || c.status === 'partial');
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Case {c.caseNo}: ledger</Heading>
        {canRecord && (
          <Button variant="primary" onClick={() => setRecording(true)}>
            Record a receipt
          </Button>
        )}
      </Inline>
      {c.caseStatus !== 'closed' && (
        <Text tone="muted">The case is not closed: title/escrow pays a closed case.</Text>
      )}
      <Card
        title="Commission due from title/escrow"
        titleLevel={2}
        extra={<StatusTag tone={status.tone}>{status.label}</StatusTag>}
      >
        <DescriptionList
          columns={3}
          items={[
            { label: 'Due', value: <AmountText amount={c.due} /> },
            { label: 'Received', value: <AmountText amount={c.received} /> },
            { label: 'Still owed', value: <AmountText amount={c.owed} weight="bold" /> },
          ]}
        />
      </Card>
      <CdaCard caseId={c.caseId} />
      <Card title="Waterfall" titleLevel={2} padding="none">
        <DataTable
          label="Ledger lines of the case"
          columns={LINE_COLUMNS}
          rows={lines}
          rowKey="key"
          emptyText={
            c.caseStatus === 'closed'
              ? 'Nothing posted for this case: its closing posted no commission.'
              : 'Nothing posted yet: the closing posts the commission.'
          }
          height={tableHeight(lines.length, 40, 16)}
        />
      </Card>
      <Card title="Receipts from title/escrow" titleLevel={2} padding="none">
        <DataTable
          label="Receipts"
          columns={RECEIPT_COLUMNS}
          rows={c.receipts}
          rowKey="transferId"
          emptyText="No receipt recorded yet."
          height={tableHeight(c.receipts.length)}
        />
      </Card>
      {recording && (
        <RecordReceiptDialog
          caseId={c.caseId}
          caseNo={c.caseNo}
          owed={c.owed}
          onClose={() => setRecording(false)}
        />
      )}
    </Stack>
  );
}
