import type { MyCommissionLine } from '@bq/contract';
import type { DataTableColumn } from '@bq/ui';
import { Link } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { paths } from '../../../shared/routes/paths';

/** What a line of the agent's own pay is, in words: a reversal, a coaching fee, a commission. */
export function lineKind(line: MyCommissionLine): string {
  if (line.reverses !== null) return `Correction: reverses transfer ${line.reverses}`;
  if (line.eventKey.startsWith('correction:')) return 'Correction: corrected amount';
  if (line.eventKey.startsWith('agent-fee:')) return line.memo;
  return line.account === 'coach' ? 'Coaching share' : 'Commission';
}

/** The columns of the agent's own lines: day, case (its page), what, ledger transfer, amount. */
export const MY_LINE_COLUMNS: DataTableColumn<MyCommissionLine>[] = [
  { key: 'day', header: 'Day', width: 110, nowrap: true },
  {
    key: 'caseNo',
    header: 'Case',
    width: 150,
    render: (row) =>
      row.caseId !== null && row.caseType !== null ? (
        <Link
          to={paths.caseOf({ type: row.caseType, purchaseKind: row.purchaseKind, id: row.caseId })}
        >
          {row.caseNo ?? `Case ${row.caseId}`}
        </Link>
      ) : (
        '—'
      ),
  },
  { key: 'eventKey', header: 'What', render: lineKind },
  {
    key: 'transferId',
    header: 'Ledger event',
    width: 260,
    render: (row) => `Transfer ${row.transferId} · ${row.eventKey}`,
  },
  {
    key: 'amount',
    header: 'Amount',
    width: 140,
    align: 'right',
    render: (row) => <AmountText amount={row.amount} />,
  },
];
