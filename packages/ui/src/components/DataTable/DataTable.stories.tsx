import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Key, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { type CaseRow, COLUMNS, makeRows } from './DataTable.fixtures';
import type { SortState } from './parts';

const ROWS = makeRows(50);
const MANY = makeRows(10_000);

const meta = {
  title: 'Data/DataTable',
  component: DataTable<CaseRow>,
  args: {
    label: 'Cases',
    columns: COLUMNS,
    rows: ROWS,
    rowKey: 'id',
    height: 360,
    onSortChange: fn(),
    onSelectionChange: fn(),
    onRowClick: fn(),
  },
} satisfies Meta<typeof DataTable<CaseRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

function sortRows(rows: readonly CaseRow[], sort: SortState): readonly CaseRow[] {
  if (!sort) return rows;
  const key = sort.key as keyof CaseRow;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -factor : a[key] > b[key] ? factor : 0));
}

/** Holds sort and selection like a page would, so the story behaves end to end. */
function Stateful(props: Parameters<typeof DataTable<CaseRow>>[0]) {
  const [sort, setSort] = useState<SortState>(props.sort ?? null);
  const [selected, setSelected] = useState<Key[]>([...(props.selectedKeys ?? [])]);
  const rows = useMemo(() => sortRows(props.rows, sort), [props.rows, sort]);
  return (
    <DataTable<CaseRow>
      {...props}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        setSelected(keys);
        props.onSelectionChange?.(keys);
      }}
    />
  );
}

export const Default: Story = {};

export const Empty: Story = { args: { rows: [], emptyText: 'No cases match the filter' } };

export const LoadFailed: Story = {
  args: { rows: [], error: true, onRetry: fn(), emptyText: 'No cases match the filter' },
};

export const LoadingFirstPage: Story = { args: { rows: [], loading: true } };

export const LoadingWithRows: Story = { args: { loading: true } };

export const Sorted: Story = {
  args: { sort: { key: 'price', direction: 'desc' } },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Agent/ }));
    await expect(canvas.getByRole('columnheader', { name: /Agent/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const Selected: Story = {
  args: { selectable: true, selectedKeys: [2, 3, 5] },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 1' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select row 1' })).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    rows: makeRows(3).map((row) => ({
      ...row,
      address: `${row.address} — Unit 1204, Building C, Very Long Residential Complex Name`,
      agent: 'Maximiliana Featherstonehaugh',
    })),
  },
};

/** A phone-sized screen: the table scrolls sideways, the case number stays whole. */
export const NarrowScreen: Story = {
  args: { rows: makeRows(4), height: 240 },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Cases' });
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(within(table).getByText('BQ-2026-00001')).toBeVisible();
  },
};

export const TenThousandRows: Story = {
  args: { rows: MANY, selectable: true, height: 480 },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = 40 * 5000;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getByText('BQ-2026-05001')).toBeInTheDocument());
    scroller.scrollTop = 0;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getByText('BQ-2026-00001')).toBeInTheDocument());
  },
};
