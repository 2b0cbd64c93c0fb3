import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from './Pagination';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('puts ellipses around the current page when there are many', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('shows the total and sizes as "N/page"', () => {
    render(<Pagination page={1} pageSize={20} total={345} />);
    expect(screen.getByText('Total 345')).toBeInTheDocument();
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(sizes).toHaveDisplayValue('20/page');
    expect(screen.getByRole('option', { name: '100/page' })).toBeInTheDocument();
  });

  it('marks the current page and moves to a clicked one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageSize={10} total={95} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('goes first, previous, next and last', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageSize={10} total={200} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([1, 4, 6, 20]);
  });

  it('cannot go before the first or after the last page', () => {
    render(<Pagination page={1} pageSize={10} total={10} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('jumps to a typed page, clamped to the last one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageSize={10} total={95} onPageChange={onPageChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Go to' });
    await userEvent.type(input, '7{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.type(input, '999{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    expect(input).toHaveValue(null);
  });

  it('reports a new page size', async () => {
    const onPageSizeChange = vi.fn();
    render(<Pagination page={1} pageSize={20} total={345} onPageSizeChange={onPageSizeChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('takes its texts by props', () => {
    render(
      <Pagination
        page={1}
        pageSize={10}
        total={8}
        totalText="共 {n} 条"
        perPageText="条/页"
        pageLabel={(n) => `第 ${n} 页`}
      />,
    );
    expect(screen.getByText('共 8 条')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '10条/页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 1 页' })).toBeInTheDocument();
  });
});
