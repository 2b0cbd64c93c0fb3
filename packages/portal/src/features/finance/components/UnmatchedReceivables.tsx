import type { MonthCheck } from '@bq/contract';
import { Card, DataTable, type DataTableColumn, Stack, Text } from '@bq/ui';
import { Link } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { tableHeight } from '../../../shared/list/tableHeight';
import { paths } from '../../../shared/routes/paths';

type OwedCase = MonthCheck['cases'][number];

const COLUMNS: DataTableColumn<OwedCase>[] = [
  {
    key: 'caseNo',
    header: 'Case',
    render: (row) => <Link to={paths.caseLedger({ id: row.id })}>{row.caseNo}</Link>,
  },
  {
    key: 'owed',
    header: 'Still owed',
    width: 160,
    align: 'right',
    render: (row) => <AmountText amount={row.owed} />,
  },
];

/**
 * The month close's warning "every closed case's commission received from title/escrow": each
 * closed case still owed, linked to its ledger page where finance records the receipt.
 */
export function UnmatchedReceivables({ check }: { check: MonthCheck }) {
  if (check.cases.length === 0) return null;
  return (
    <Card title="Closed cases still owed by title/escrow" titleLevel={2}>
      <Stack space="md">
        <Text tone="muted">
          A warning: the month may close with these open. Record each receipt on its case's ledger.
        </Text>
        <DataTable
          label="Closed cases still owed by title/escrow"
          columns={COLUMNS}
          rows={check.cases}
          rowKey="id"
          height={tableHeight(check.cases.length, 40, 10)}
        />
      </Stack>
    </Card>
  );
}
