import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Key, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { COLUMNS, makeRows } from './DataTable.fixtures';

const ROWS = makeRows(3);
const SIX = makeRows(6);

/** A table that keeps its own selection, as a page does. */
function SelectionHarness() {
  const [keys, setKeys] = useState<Key[]>([]);
  return (
    <DataTable
      label="Cases"
      columns={COLUMNS}
      rows={SIX}
      rowKey="id"
      selectable
      selectedKeys={keys}
      onSelectionChange={setKeys}
    />
  );
}

describe('DataTable', () => {
  it('is a named table with column headers and cells', () => {
    render(<DataTable label="Cases" columns={COLUMNS} rows={ROWS} rowKey="id" />);
    const table = screen.getByRole('table', { name: 'Cases' });
    expect(within(table).getByRole('columnheader', { name: /Address/ })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'BQ-2026-00002' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$365,838.50' })).toBeInTheDocument();
  });

  it('gives text that may be cut a tooltip, headers too, and never cuts a key column', () => {
    render(<DataTable label="Cases" columns={COLUMNS} rows={ROWS} rowKey="id" />);
    const table = screen.getByRole('table', { name: 'Cases' });
    const address = within(table).getAllByText(/San Jose, CA/, { selector: 'span' })[0];
    expect(address).toHaveAttribute('title', address?.textContent);
    expect(within(table).getByText('Address')).toHaveAttribute('title', 'Address');
    const caseNo = within(table).getByText('BQ-2026-00002');
    expect(caseNo).not.toHaveAttribute('title');
    expect(getComputedStyle(caseNo).textOverflow).not.toBe('ellipsis');
  });

  it('lets a keyboard reach its scroll area when no row or header takes focus', async () => {
    const plain = COLUMNS.map(({ sortable: _, ...column }) => column);
    render(<DataTable label="Registrations" columns={plain} rows={ROWS} rowKey="id" />);
    await userEvent.tab();
    expect(screen.getByRole('group', { name: 'Registrations' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Registrations' })).toContainElement(
      screen.getByRole('table', { name: 'Registrations' }),
    );
  });

  it('keeps its columns at their widths and scrolls sideways on a narrow screen', () => {
    render(<DataTable label="Cases" columns={COLUMNS} rows={ROWS} rowKey="id" selectable />);
    // 150 + 140 + 170 + 130 + 120 fixed and the address's 120 minimum, plus the 40 px checkbox.
    const widths = COLUMNS.reduce(
      (sum, column) => sum + (typeof column.width === 'number' ? column.width : 120),
      40,
    );
    expect(screen.getByRole('table', { name: 'Cases' })).toHaveStyle({ minWidth: `${widths}px` });
  });

  it('renders only a window of 10,000 rows', () => {
    render(
      <DataTable
        label="Cases"
        columns={COLUMNS}
        rows={makeRows(10_000)}
        rowKey="id"
        height={400}
      />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const bodyRows = within(table).getAllByRole('row').length - 1;
    expect(bodyRows).toBeGreaterThan(0);
    expect(bodyRows).toBeLessThan(50);
    expect(screen.queryByText('BQ-2026-10000')).not.toBeInTheDocument();
  });

  it('shows the sort on the header and asks for the next one', async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        label="Cases"
        columns={COLUMNS}
        rows={ROWS}
        rowKey="id"
        sort={null}
        onSortChange={onSortChange}
      />,
    );
    const agent = screen.getByRole('columnheader', { name: /Agent/ });
    expect(agent).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Address/ })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(agent).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'agent', direction: 'asc' });
    rerender(
      <DataTable
        label="Cases"
        columns={COLUMNS}
        rows={ROWS}
        rowKey="id"
        sort={{ key: 'agent', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(agent).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(agent).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'agent', direction: 'desc' });
  });

  it('selects rows one by one and all at once, with a mixed state in between', async () => {
    const onSelectionChange = vi.fn();
    const { rerender } = render(
      <DataTable
        label="Cases"
        columns={COLUMNS}
        rows={ROWS}
        rowKey="id"
        selectable
        selectedKeys={[]}
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([2]);
    rerender(
      <DataTable
        label="Cases"
        columns={COLUMNS}
        rows={ROWS}
        rowKey="id"
        selectable
        selectedKeys={[2]}
        onSelectionChange={onSelectionChange}
      />,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith([2, 1, 3]);
  });

  it('selects the rows between two checkboxes when the second is clicked with Shift, and unselects them alike', async () => {
    const rows = SIX;
    render(<SelectionHarness />);
    const user = userEvent.setup();
    const box = (n: number) => screen.getByRole('checkbox', { name: `Select row ${n}` });
    const checked = () =>
      rows
        .map((row, i) => (box(i + 1).getAttribute('aria-checked') === 'true' ? row.id : null))
        .filter((id) => id !== null);
    await user.click(box(2));
    await user.keyboard('{Shift>}');
    await user.click(box(5));
    await user.keyboard('{/Shift}');
    expect(checked()).toEqual([2, 3, 4, 5]);
    // A plain click is one row; Shift from there takes the range back out.
    await user.click(box(4));
    expect(checked()).toEqual([2, 3, 5]);
    await user.keyboard('{Shift>}');
    await user.click(box(2));
    await user.keyboard('{/Shift}');
    expect(checked()).toEqual([5]);
    // Shift+Space from the keyboard is the same range, from the row last set (row 2).
    box(4).focus();
    await user.keyboard('{Shift>} {/Shift}');
    expect(checked()).toEqual([2, 3, 4, 5]);
  });

  it('reports row clicks from mouse and keyboard, but not from the checkbox', async () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        label="Cases"
        columns={COLUMNS}
        rows={ROWS}
        rowKey="id"
        selectable
        onRowClick={onRowClick}
      />,
    );
    await userEvent.click(screen.getByText('BQ-2026-00001'));
    expect(onRowClick).toHaveBeenLastCalledWith(ROWS[0], 0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    screen.getAllByRole('row')[2]?.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(ROWS[1], 1);
  });

  it('says when there is nothing to show', () => {
    render(
      <DataTable label="Cases" columns={COLUMNS} rows={[]} rowKey="id" emptyText="No cases yet" />,
    );
    expect(screen.getByText('No cases yet')).toBeInTheDocument();
  });

  it('announces loading and keeps rows under an overlay', () => {
    render(<DataTable label="Cases" columns={COLUMNS} rows={ROWS} rowKey="id" loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('BQ-2026-00001')).toBeInTheDocument();
  });

  it('shows placeholder rows while the first page loads', () => {
    render(<DataTable label="Cases" columns={COLUMNS} rows={[]} rowKey="id" loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('says the rows could not be loaded, not that there are none, and offers a retry', async () => {
    const onRetry = vi.fn();
    render(
      <DataTable
        label="Cases"
        columns={COLUMNS}
        rows={ROWS}
        rowKey="id"
        error
        onRetry={onRetry}
        emptyText="No cases yet"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Cases could not be loaded.');
    expect(screen.queryByText('No cases yet')).not.toBeInTheDocument();
    expect(screen.queryByText('BQ-2026-00001')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
