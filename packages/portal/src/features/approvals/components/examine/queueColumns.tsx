import { type DataTableColumn, Inline, StatusTag, Text } from '@bq/ui';
import { AmountText } from '../../../../shared/AmountText';
import { formatDateTime } from '../../../../shared/format';
import type { QueueRow } from '../../api/examine';
import { KIND_TITLES } from '../detail/kinds';

/** The queue's columns; the sortable ones name the server's sort keys (`LISTS`). */
export const QUEUE_COLUMNS: readonly DataTableColumn<QueueRow>[] = [
  { key: 'id', header: 'No.', width: 70, sortable: true, nowrap: true },
  { key: 'kind', header: 'Kind', width: 110, render: (row) => KIND_TITLES[row.kind] },
  { key: 'applicantName', header: 'Applicant' },
  {
    key: 'step',
    header: 'Step',
    width: 160,
    render: (row) => (
      <Inline space="xs" wrap={false}>
        <span>{row.stepName}</span>
        {row.actingFor && <Text tone="muted">acting for {row.actingFor}</Text>}
      </Inline>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    width: 110,
    align: 'right',
    render: (row) => <AmountText amount={row.amount} />,
  },
  {
    key: 'submittedAt',
    header: 'Submitted',
    width: 140,
    sortable: true,
    nowrap: true,
    render: (row) => formatDateTime(row.submittedAt),
  },
  {
    key: 'dueAt',
    header: 'Due',
    width: 140,
    sortable: true,
    nowrap: true,
    render: (row) => formatDateTime(row.dueAt),
  },
  {
    key: 'overdue',
    header: 'Overdue',
    width: 100,
    render: (row) =>
      row.overdue && (
        <StatusTag tone="danger" dot>
          Overdue
        </StatusTag>
      ),
  },
];
