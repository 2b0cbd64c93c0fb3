import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TeamSplitEditor, type TeamSplitRow } from './TeamSplitEditor';

const people = [
  { value: 'a1', label: 'Ann Lee' },
  { value: 'a2', label: 'Bob Chen' },
];

function Editor({
  initial,
  spy,
}: {
  initial: TeamSplitRow[];
  spy?: (rows: TeamSplitRow[]) => void;
}) {
  const [rows, setRows] = useState(initial);
  return (
    <TeamSplitEditor
      value={rows}
      people={people}
      onChange={(next) => {
        spy?.(next);
        setRows(next);
      }}
    />
  );
}

const two: TeamSplitRow[] = [
  { id: 'r1', person: 'a1', percent: '60' },
  { id: 'r2', person: 'a2', percent: '' },
];

describe('TeamSplitEditor', () => {
  it('adds up the rows as the user types', async () => {
    render(<Editor initial={two} />);
    expect(screen.getByText('Total: 60%')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Percent 2' }), '33.33');
    expect(screen.getByText('Total: 93.33%')).toBeInTheDocument();
  });

  it('clears the percent that takes the total over 100% and shows the spec message', async () => {
    render(<Editor initial={two} />);
    const second = screen.getByRole('textbox', { name: 'Percent 2' });
    await userEvent.type(second, '45');
    expect(second).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('Total team split must less than 100%');
    expect(screen.getByText('Total: 60%')).toBeInTheDocument();

    await userEvent.type(second, '40');
    expect(second).toHaveValue('40');
    expect(screen.getByText('Total: 100%')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds and removes rows', async () => {
    const spy = vi.fn();
    render(<Editor initial={two} spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByRole('textbox', { name: 'Percent 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.queryByRole('textbox', { name: 'Percent 3' })).not.toBeInTheDocument();
    expect(screen.getByText('Total: 0%')).toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith([
      { id: 'r2', person: 'a2', percent: '' },
      expect.objectContaining({ person: '', percent: '' }),
    ]);
  });

  it('chooses the person of a row', async () => {
    const spy = vi.fn();
    render(<Editor initial={[{ id: 'r1', person: '', percent: '' }]} spy={spy} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Person 1' }));
    await userEvent.click(screen.getByRole('option', { name: 'Bob Chen' }));
    expect(spy).toHaveBeenLastCalledWith([{ id: 'r1', person: 'a2', percent: '' }]);
    expect(screen.getByRole('combobox', { name: 'Person 1' })).toHaveTextContent('Bob Chen');
  });
});
