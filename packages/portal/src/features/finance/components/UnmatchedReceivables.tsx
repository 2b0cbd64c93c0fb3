import type { MonthCheck } from '@bq/contract';
import { Card, DataTable, type DataTableColumn, Stack, StatusTag, Text } from '@bq/ui';
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
 * A month close check that warns rather than blocks — "every closed case's commission received
 * from title/escrow" — in a card of its own below the checks that keep the month open: what it
 * found and each closed case still owed, linked to its ledger page where finance records the
 * receipt.
 */
export function UnmatchedReceivables({ check }: { check: MonthCheck }) {
  return (
    <Card
      title={check.label}
      titleLevel={2}
      extra={
        check.passed ? (
          <StatusTag tone="success">Nothing owed</StatusTag>
        ) : (
          <StatusTag tone="warning">Warning</StatusTag>
        )
      }
    >
      <Stack space="md">
        <Text tone="muted">{check.detail}.</Text>
        {check.cases.length > 0 && (
          <DataTable
            label="Closed cases still owed by title/escrow"
            columns={COLUMNS}
            rows={check.cases}
            rowKey="id"
            height={tableHeight(check.cases.length, 40, 10)}
          />
        )}
      </Stack>
    </Card>
  );
}
