import type { CorrectionRow } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
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
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { TextAreaInput } from '../../../shared/forms/fields';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { formatMoney } from '../../../shared/money';
import { DecisionDialog } from '../components/DecisionDialog';
import { type NoteValues, noteRequestOf } from '../components/decisions';
import { tableHeight } from '../components/payouts';

const STATUS = {
  proposed: { label: 'Waiting for approval', tone: 'warning' },
  posted: { label: 'Posted', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
} as const;

const what = (row: CorrectionRow) =>
  `${row.caseNo ? `Case ${row.caseNo}` : `${row.sourceKind} #${row.sourceId}`}, ${row.originalKey}`;

/** Each account the correction changes: before → after. */
function Changes({ row }: { row: CorrectionRow }) {
  return (
    <Stack as="ul" space="xxs" aria-label={`Changes of correction ${row.id}`}>
      {row.changes
        .filter((c) => c.before !== c.after)
        .map((c) => (
          <Inline as="li" key={c.account} space="xs">
            <Text size="sm">{c.label}:</Text>
            <AmountText amount={c.before} />
            <Text size="sm">→</Text>
            <AmountText amount={c.after} weight="bold" />
          </Inline>
        ))}
    </Stack>
  );
}

const COLUMNS: DataTableColumn<CorrectionRow>[] = [
  { key: 'id', header: '#', width: 60, render: (row) => `#${row.id}` },
  {
    key: 'status',
    header: 'Status',
    width: 170,
    render: (row) => (
      <StatusTag tone={STATUS[row.status].tone}>{STATUS[row.status].label}</StatusTag>
    ),
  },
  { key: 'originalKey', header: 'Transfer', width: 260, render: what },
  { key: 'reason', header: 'Reason' },
  {
    key: 'moved',
    header: 'Moved',
    width: 120,
    align: 'right',
    render: (row) => <AmountText amount={row.moved} />,
  },
  {
    key: 'proposedBy',
    header: 'Proposed',
    width: 200,
    render: (row) => `${row.proposedBy ?? 'System'}, ${formatDateTime(row.proposedAt)}`,
  },
  {
    key: 'decidedBy',
    header: 'Decided',
    width: 200,
    render: (row) =>
      row.decidedAt ? `${row.decidedBy ?? 'System'}, ${formatDateTime(row.decidedAt)}` : '',
  },
];

/** One proposal waiting for a second person: what it changes, and Approve or Decline. */
function Proposal({ row, above }: { row: CorrectionRow; above: string }) {
  const [open, setOpen] = useState<'approve' | 'decline' | null>(null);
  const approve = useCallMutation(calls.ledgerCorrection.approve);
  const decline = useCallMutation(calls.ledgerCorrection.decline);
  return (
    <Card
      title={`Correction #${row.id}: ${what(row)}`}
      titleLevel={3}
      extra={<AmountText amount={row.moved} weight="bold" />}
    >
      <Stack space="sm">
        <Text>{row.reason}</Text>
        <Changes row={row} />
        <Text size="sm" tone="muted">
          Proposed by {row.proposedBy ?? 'System'}, {formatDateTime(row.proposedAt)}. Above{' '}
          {formatMoney(above)}, someone other than its proposer posts it.
        </Text>
        <Inline space="sm">
          <Button onClick={() => setOpen('approve')}>Approve and post</Button>
          <Button variant="secondary" onClick={() => setOpen('decline')}>
            Decline
          </Button>
        </Inline>
      </Stack>
      {open === 'approve' && (
        <DecisionDialog<Record<string, never>, { id: number }>
          open
          onOpenChange={(o) => !o && setOpen(null)}
          title={`Approve correction #${row.id}`}
          description={`The transfer is reversed and the corrected lines posted today: ${formatMoney(row.moved)} moves.`}
          defaults={{}}
          limits={{}}
          submitText="Approve and post"
          toRequest={() => ({ request: { id: row.id } })}
          send={(request, idempotencyKey) => approve.mutateAsync({ ...request, idempotencyKey })}
          done="Correction posted"
        >
          <Changes row={row} />
        </DecisionDialog>
      )}
      {open === 'decline' && (
        <DecisionDialog<NoteValues, { id: number; note: string }>
          open
          onOpenChange={(o) => !o && setOpen(null)}
          title={`Decline correction #${row.id}`}
          defaults={{ note: '' }}
          limits={{ note: FIELD_LIMITS.payroll.reason }}
          submitText="Decline"
          danger
          toRequest={(values) => noteRequestOf(row.id, values, true)}
          send={(request) => decline.mutateAsync(request)}
          done="Correction declined"
        >
          <TextAreaInput name="note" label="Why" required />
        </DecisionDialog>
      )}
    </Card>
  );
}

/**
 * Route `/financial/corrections`: the ledger corrections waiting for a second person (approve
 * or decline each), and every correction made, newest first. A correction is started from the
 * line it corrects (a pay statement's lines).
 */
export default function CorrectionsPage() {
  const list = useQuery(callQuery(calls.ledgerCorrection.list, {}));
  if (list.isError) return <EmptyState title="The corrections could not be loaded" />;
  if (!list.data) return <Skeleton lines={8} />;
  const { rows, secondPersonAbove } = list.data;
  const waiting = rows.filter((r) => r.status === 'proposed');
  return (
    <Stack space="lg">
      <Heading level={1}>Ledger corrections</Heading>
      <Card title="Waiting for a second person" titleLevel={2}>
        {waiting.length === 0 ? (
          <EmptyState title="No correction is waiting" />
        ) : (
          <Stack space="md">
            {waiting.map((row) => (
              <Proposal key={row.id} row={row} above={secondPersonAbove} />
            ))}
          </Stack>
        )}
      </Card>
      <Card title="All corrections" titleLevel={2} padding="none">
        <DataTable
          label="Ledger corrections"
          columns={COLUMNS}
          rows={rows}
          rowKey="id"
          emptyText="No corrections yet."
          height={tableHeight(rows.length)}
        />
      </Card>
    </Stack>
  );
}
