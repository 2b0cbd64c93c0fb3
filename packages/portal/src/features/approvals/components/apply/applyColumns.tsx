import type { ApplicationStatus } from '@bq/contract/meta';
import { type DataTableColumn, StatusTag, type StatusTagTone } from '@bq/ui';
import { AmountText } from '../../../../shared/AmountText';
import { formatDateTime } from '../../../../shared/format';
import type { MyApplication } from '../../api/apply';
import { APPLY_KINDS, STATUS_TITLES } from './applyKinds';

const TONES: Record<ApplicationStatus, StatusTagTone> = {
  draft: 'neutral',
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return (
    <StatusTag tone={TONES[status]} dot>
      {STATUS_TITLES[status]}
    </StatusTag>
  );
}

/** Where a pending application waits (the status column says the rest). */
export function stageOf(row: Pick<MyApplication, 'status' | 'step' | 'stepName'>): string {
  if (row.status === 'pending') return row.stepName ? `Step ${row.step}: ${row.stepName}` : '';
  return row.status === 'draft' ? 'Not sent' : '';
}

/** The applicant's columns; the actions column is added by the page (it navigates). */
export const APPLY_COLUMNS: readonly DataTableColumn<MyApplication>[] = [
  { key: 'id', header: 'No.', width: 70, render: (row) => `#${row.id}` },
  { key: 'kind', header: 'Application', width: 160, render: (row) => APPLY_KINDS[row.kind].title },
  { key: 'period', header: 'Period', width: 90, render: (row) => row.period ?? '' },
  {
    key: 'amount',
    header: 'Amount',
    width: 120,
    align: 'right',
    render: (row) => <AmountText amount={row.amount} />,
  },
  {
    key: 'status',
    header: 'Status',
    width: 110,
    nowrap: true,
    render: (row) => <ApplicationStatusTag status={row.status} />,
  },
  { key: 'stepName', header: 'Waiting for', render: stageOf },
  {
    key: 'submittedAt',
    header: 'Submitted',
    width: 110,
    render: (row) => (row.submittedAt ? formatDateTime(row.submittedAt).slice(0, 10) : ''),
  },
];
