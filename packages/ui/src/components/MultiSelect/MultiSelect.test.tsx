import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { MultiSelect } from './MultiSelect';

const boards = [
  { value: 'b1', label: 'Bay Area Board' },
  { value: 'b2', label: 'Silicon Valley Board' },
  { value: 'b3', label: 'San Francisco Board' },
  { value: 'b4', label: 'Oakland Board', disabled: true },
];

function trigger() {
  return screen.getByRole('combobox', { name: 'Boards' });
}

describe('MultiSelect', () => {
  it('chooses several options and shows them as chips', async () => {
    const onValueChange = vi.fn();
    render(
      <FormField label="Boards">
        <MultiSelect options={boards} placeholder="Choose boards" onValueChange={onValueChange} />
      </FormField>,
    );
    expect(trigger()).toHaveTextContent('Choose boards');
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'Bay Area Board' }));
    await userEvent.click(screen.getByRole('option', { name: 'San Francisco Board' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['b1', 'b3']);
    expect(screen.getByRole('option', { name: 'Bay Area Board' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Remove Bay Area Board' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove San Francisco Board' })).toBeInTheDocument();
  });

  it('removes a chip with its button', async () => {
    const onValueChange = vi.fn();
    render(
      <MultiSelect
        aria-label="Boards"
        options={boards}
        defaultValue={['b1', 'b2']}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bay Area Board' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['b2']);
    expect(screen.queryByText('Bay Area Board')).not.toBeInTheDocument();
  });

  it('refuses one more than the maximum and says so', async () => {
    const onValueChange = vi.fn();
    render(
      <MultiSelect
        aria-label="Boards"
        options={boards}
        max={2}
        defaultValue={['b1', 'b2']}
        onValueChange={onValueChange}
      />,
    );
    expect(trigger()).toHaveTextContent('2/2');
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'San Francisco Board' }));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('You can select at most 2 items');
    expect(trigger()).toBeInvalid();
  });

  it('has no limit when the maximum is 0', async () => {
    const onValueChange = vi.fn();
    render(
      <MultiSelect aria-label="Boards" options={boards} max={0} onValueChange={onValueChange} />,
    );
    await userEvent.click(trigger());
    for (const name of ['Bay Area Board', 'Silicon Valley Board', 'San Francisco Board']) {
      await userEvent.click(screen.getByRole('option', { name }));
    }
    expect(onValueChange).toHaveBeenLastCalledWith(['b1', 'b2', 'b3']);
  });

  it('works from the keyboard: filter, arrows and Enter toggle, Escape closes', async () => {
    const onValueChange = vi.fn();
    render(<MultiSelect aria-label="Boards" options={boards} onValueChange={onValueChange} />);
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search).toHaveFocus();
    await userEvent.type(search, 'san');
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['b3']);
    await userEvent.clear(search);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['b3', 'b2']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });
});
