import type { AgentFeeRow, NegativeBalanceRow } from '@bq/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AmountText } from '../../../shared/AmountText';
import { callQuery, calls } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import { netsText } from '../components/agentFees';
import { BillFeesDialog, type BillResult } from '../components/BillFeesDialog';
import { FeeDialog } from '../components/FeeDialog';

const FEE_COLUMNS: DataTableColumn<AgentFeeRow>[] = [
  { key: 'name', header: 'Agent', width: 180 },
  { key: 'label', header: 'Fee', width: 160 },
  {
    key: 'inForce',
    header: 'Monthly, this month',
    width: 160,
    align: 'right',
    render: (row) => (row.inForce ? <AmountText amount={row.inForce.amount} /> : 'Not yet'),
  },
  {
    key: 'id',
    header: 'Netting',
    width: 200,
    render: (row) => (row.inForce ? netsText(row.inForce.nets) : '—'),
  },
  {
    key: 'terms',
    header: 'Latest terms',
    render: (row) => {
      const [latest] = row.terms;
      return latest
        ? `From ${latest.fromMonth}: ${latest.amount}, set by ${latest.setBy ?? 'the system'} on ${latest.setAt.slice(0, 10)}`
        : '—';
    },
  },
  { key: 'lastBilled', header: 'Last billed', width: 110, render: (row) => row.lastBilled ?? '—' },
];

const BALANCE_COLUMNS: DataTableColumn<NegativeBalanceRow>[] = [
  { key: 'name', header: 'Agent' },
  {
    key: 'balance',
    header: 'Balance',
    width: 150,
    align: 'right',
    render: (row) => <AmountText amount={row.balance} />,
  },
  { key: 'oldestDay', header: 'Oldest unpaid', width: 140, render: (row) => row.oldestDay ?? '—' },
  {
    key: 'ageDays',
    header: 'Age',
    width: 110,
    align: 'right',
    render: (row) =>
      row.ageDays === null ? '—' : `${row.ageDays} ${row.ageDays === 1 ? 'day' : 'days'}`,
  },
];

/**
 * Route `/financial/agent-fees`: agents' recurring monthly fees (desk, E&O, technology, other),
 * the monthly billing run that posts them to the ledger and onto the agents' next statements, and
 * the agents whose balance is below zero with its age. The server decides what is allowed.
 */
export default function AgentFeesPage() {
  const fees = useQuery(callQuery(calls.agentFee.list, {}));
  const below = useQuery(callQuery(calls.agentFee.negativeBalances, {}));
  const [setting, setSetting] = useState(false);
  const [billing, setBilling] = useState(false);
  const [billed, setBilled] = useState<BillResult | null>(null);
  if (!fees.data) return <Skeleton lines={8} />;
  const month = fees.data.month;
  const rows = fees.data.fees;
  const negative = below.data?.rows ?? [];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Agent fees</Heading>
        <Inline>
          <Button variant="secondary" onClick={() => setBilling(true)}>
            Bill a month
          </Button>
          <Button variant="primary" onClick={() => setSetting(true)}>
            Set a fee
          </Button>
        </Inline>
      </Inline>
      {billed && (
        <Text>
          {`${billed.month}: ${billed.posted} fees posted (${billed.netted} netted, ${billed.owed} owed), ${billed.alreadyPosted} already posted; ${billed.total} billed.`}
        </Text>
      )}
      <Card title="Fee schedule" titleLevel={2} padding="none">
        <DataTable
          label="Agent fees"
          columns={FEE_COLUMNS}
          rows={rows}
          rowKey="id"
          emptyText="No agent has a recurring fee yet."
          height={tableHeight(rows.length)}
        />
      </Card>
      <Card title="Agents below zero" titleLevel={2} padding="none">
        <DataTable
          label="Agents below zero"
          columns={BALANCE_COLUMNS}
          rows={negative}
          rowKey="userId"
          emptyText="No agent owes the office."
          height={tableHeight(negative.length)}
        />
      </Card>
      {setting && <FeeDialog month={month} onClose={() => setSetting(false)} />}
      {billing && (
        <BillFeesDialog month={month} onBilled={setBilled} onClose={() => setBilling(false)} />
      )}
    </Stack>
  );
}
