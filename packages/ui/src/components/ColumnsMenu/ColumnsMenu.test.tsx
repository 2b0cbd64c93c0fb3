import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ColumnLayout } from '../DataTable/columnLayout';
import { ColumnsMenu } from './ColumnsMenu';

const COLUMNS = [
  { key: 'caseNo', header: 'Case no.' },
  { key: 'type', header: 'Type' },
  { key: 'price', header: 'Price' },
];

function Owned({ onChange }: { onChange?: (layout: ColumnLayout) => void }) {
  const [layout, setLayout] = useState<ColumnLayout>([]);
  return (
    <ColumnsMenu
      columns={COLUMNS}
      layout={layout}
      onLayoutChange={(next) => {
        setLayout(next);
        onChange?.(next);
      }}
    />
  );
}

const names = () =>
  screen.getAllByRole('checkbox').map((box) => box.closest('li')?.textContent ?? '');

describe('ColumnsMenu', () => {
  it('hides a column and keeps the last one shown', async () => {
    const onChange = vi.fn();
    render(<Owned onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Type' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { key: 'caseNo' },
      { key: 'type', hidden: true },
      { key: 'price' },
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Price' }));
    expect(screen.getByRole('checkbox', { name: 'Case no.' })).toBeDisabled();
  });

  it('reorders by keyboard, focus staying on the pressed button', async () => {
    render(<Owned />);
    screen.getByRole('button', { name: 'Columns' }).focus();
    await userEvent.keyboard('{Enter}');
    const down = screen.getByRole('button', { name: 'Move Case no. down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Type', 'Price', 'Case no.']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Case no. down' }));
    // At the end it does nothing, and says so.
    expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Type', 'Price', 'Case no.']);
  });

  it('resets to the declared columns', async () => {
    const onChange = vi.fn();
    render(<ColumnsMenu columns={COLUMNS} layout={[{ key: 'price' }]} onLayoutChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
