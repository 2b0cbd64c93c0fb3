import type { DataTableColumn } from '@bq/ui';
import { formatDateTime } from '../../../shared/format';
import type { CaseRow } from '../api/cases';
import { CaseStatusTag } from './CaseStatusTag';
import { kindOf } from './caseKinds';
import { isoToUs } from './formMapping';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * The case columns of the list and the history detail; sortable ones name the server's sort
 * keys. Client names are searchable by keyword but left out: the row must fit without scrolling.
 */
export const CASE_COLUMNS: readonly DataTableColumn<CaseRow>[] = [
  { key: 'caseNo', header: 'Case no.', width: 140, sortable: true },
  {
    key: 'type',
    header: 'Type',
    width: 150,
    render: (row) => kindOf(row.type, row.purchaseKind).title,
  },
  { key: 'addressLine', header: 'Property address' },
  {
    key: 'price',
    header: 'Price',
    width: 120,
    align: 'right',
    sortable: true,
    render: (row) => (row.price === null ? '' : money.format(Number(row.price))),
  },
  {
    key: 'closeDate',
    header: 'Close of escrow',
    width: 120,
    sortable: true,
    render: (row) => isoToUs(row.closeOfEscrowDate),
  },
  {
    key: 'status',
    header: 'Status',
    width: 110,
    render: (row) => <CaseStatusTag status={row.status} dot />,
  },
  { key: 'ownerName', header: 'Agent', width: 120 },
  {
    key: 'updatedAt',
    header: 'Updated',
    width: 110,
    sortable: true,
    // The date is enough in a row; the time is on the case page.
    render: (row) => formatDateTime(row.updatedAt).slice(0, 10),
  },
];
