import { CASE_STATUSES } from '@bq/contract/meta';
import type { DataTableColumn } from '@bq/ui';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import type { CsvField } from '../../../shared/list/selectionCsv';
import type { CaseRow } from '../api/cases';
import { CaseStatusTag } from './CaseStatusTag';
import { kindOf } from './caseKinds';
import { isoToUs } from './formMapping';

/**
 * The case columns of the list and the history detail; sortable ones name the server's sort
 * keys. Client names are searchable by keyword but left out: the row must fit without scrolling.
 */
export const CASE_COLUMNS: readonly DataTableColumn<CaseRow>[] = [
  // The case number is how people name a case: never cut (a narrow column wraps it instead).
  { key: 'caseNo', header: 'Case no.', width: 150, sortable: true, nowrap: true },
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
    width: 140,
    align: 'right',
    sortable: true,
    // To the cent: $1,250,000.50 is not $1,250,001.
    render: (row) => <AmountText amount={row.price} />,
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
    nowrap: true,
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

/** The selected cases as a file: the columns above as data (the price to the cent, as a number). */
export const CASE_CSV: readonly CsvField<CaseRow>[] = [
  { header: 'Case no.', value: (row) => row.caseNo },
  { header: 'Type', value: (row) => kindOf(row.type, row.purchaseKind).title },
  { header: 'Property address', value: (row) => row.addressLine },
  { header: 'Price', value: (row) => row.price },
  { header: 'Close of escrow', value: (row) => isoToUs(row.closeOfEscrowDate) },
  { header: 'Status', value: (row) => CASE_STATUSES[row.status] },
  { header: 'Agent', value: (row) => row.ownerName },
  { header: 'Updated', value: (row) => formatDateTime(row.updatedAt) },
];
