import type { DataTableColumn } from './DataTable';

export type CaseRow = {
  id: number;
  caseNo: string;
  address: string;
  agent: string;
  type: string;
  price: number;
  closing: string;
};

const STREETS = [
  'Oak St',
  'Maple Ave',
  'Pine Rd',
  'Cedar Ln',
  'Elm Dr',
  'Birch Way',
  'Sunset Blvd',
];
const AGENTS = ['Jane Doe', 'Wei Zhang', 'Carlos Ruiz', 'Amara Okafor', 'Li Na', 'Tom Becker'];
const TYPES = ['Purchase', 'Listing', 'Mortgage', 'Property management', 'Referral'];

/** Deterministic rows: the same input always gives the same table (screenshots stay stable). */
export function makeRows(count: number): CaseRow[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const month = String((n % 12) + 1).padStart(2, '0');
    const day = String((n % 28) + 1).padStart(2, '0');
    return {
      id: n,
      caseNo: `BQ-2026-${String(n).padStart(5, '0')}`,
      address: `${100 + ((n * 37) % 9000)} ${STREETS[n % STREETS.length]}, San Jose, CA`,
      agent: AGENTS[(n * 7) % AGENTS.length] ?? '',
      type: TYPES[n % TYPES.length] ?? '',
      price: 350_000 + ((n * 7919) % 1_650_000) + (n % 4) / 4,
      closing: `${month}/${day}/2026`,
    };
  });
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const COLUMNS: DataTableColumn<CaseRow>[] = [
  { key: 'caseNo', header: 'Case No.', width: 150, sortable: true, nowrap: true },
  { key: 'address', header: 'Address' },
  { key: 'agent', header: 'Agent', width: 140, sortable: true },
  { key: 'type', header: 'Type', width: 170 },
  {
    key: 'price',
    header: 'Price',
    width: 130,
    align: 'right',
    sortable: true,
    render: (row) => money.format(row.price),
  },
  { key: 'closing', header: 'Closing', width: 110, align: 'center' },
];
