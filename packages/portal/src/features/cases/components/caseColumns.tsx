import type { DataTableColumn } from '@bq/ui';
import { formatDateTime } from '../../../shared/format';
import type { CaseRow } from '../api/cases';
import { CaseStatusTag } from './CaseStatusTag';
import { kindOf } from './caseKinds';
import { isoToUs } from './formMapping';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The case columns of the list and the history detail; sortable ones name the server's sort keys. */
export const CASE_COLUMNS: readonly DataTableColumn<CaseRow>[] = [
  { key: 'caseNo', header: 'Case no.', width: 150, sortable: true },
  {
    key: 'type',
    header: 'Type',
    width: 200,
    render: (row) => kindOf(row.type, row.purchaseKind).title,
  },
  { key: 'addressLine', header: 'Property address' },
  { key: 'clientNames', header: 'Clients', width: 180 },
  {
    key: 'price',
    header: 'Price',
    width: 140,
    align: 'right',
    sortable: true,
    render: (row) => (row.price === null ? '' : money.format(Number(row.price))),
  },
  {
    key: 'closeDate',
    header: 'Close of escrow',
    width: 140,
    sortable: true,
    render: (row) => isoToUs(row.closeOfEscrowDate),
  },
  {
    key: 'status',
    header: 'Status',
    width: 120,
    render: (row) => <CaseStatusTag status={row.status} dot />,
  },
  { key: 'ownerName', header: 'Agent', width: 150 },
  {
    key: 'updatedAt',
    header: 'Updated',
    width: 150,
    sortable: true,
    render: (row) => formatDateTime(row.updatedAt),
  },
];
