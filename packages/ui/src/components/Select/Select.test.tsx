import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { SearchSelect } from './SearchSelect';
import { Select } from './Select';

const types = [
  { value: '1', label: 'Purchase' },
  { value: '3', label: 'Listing' },
  { value: '6', label: 'Referral', disabled: true },
];

const agents = [
  { value: 'a1', label: 'Ann Lee' },
  { value: 'a2', label: 'Bob Chen' },
  { value: 'a3', label: 'Carla Leeds', disabled: true },
  { value: 'a4', label: 'Dan Kleeman' },
];

describe('Select', () => {
  /** A closed select of `types` with a placeholder, in a field labelled Type. */
  function renderTypes() {
    const onValueChange = vi.fn();
    render(
      <FormField label="Type">
        <Select options={types} placeholder="Choose a type" onValueChange={onValueChange} />
      </FormField>,
    );
    return { onValueChange, trigger: screen.getByRole('combobox', { name: 'Type' }) };
  }

  it('shows the placeholder, then the chosen option', async () => {
    const { onValueChange, trigger } = renderTypes();
    expect(trigger).toHaveTextContent('Choose a type');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Listing' }));
    expect(onValueChange).toHaveBeenCalledWith('3');
    expect(trigger).toHaveTextContent('Listing');
  });

  it('marks itself invalid inside a FormField with an error', () => {
    render(
      <FormField label="Type" error="Required">
        <Select options={types} />
      </FormField>,
    );
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeInvalid();
  });

  it('shows a chosen value it was given, and one chosen later, while closed', async () => {
    const { rerender } = render(
      <FormField label="Type">
        <Select options={types} value="3" placeholder="Choose a type" />
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Type' });
    expect(trigger).toHaveTextContent('Listing');
    rerender(
      <FormField label="Type">
        <Select options={types} value="1" placeholder="Choose a type" />
      </FormField>,
    );
    expect(trigger).toHaveTextContent('Purchase');
    rerender(
      <FormField label="Type">
        <Select options={types} defaultValue="3" placeholder="Choose a type" />
      </FormField>,
    );
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Purchase' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveTextContent('Purchase');
  });

  it('chooses by a typed letter on its focused, closed trigger, as a native select does', async () => {
    const { onValueChange, trigger } = renderTypes();
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('l');
    expect(onValueChange).toHaveBeenCalledWith('3');
    expect(trigger).toHaveTextContent('Listing');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('takes part in a native form when named', () => {
    render(
      <form aria-label="Case">
        <FormField label="Type">
          <Select options={types} name="type" defaultValue="3" />
        </FormField>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Case' }) as HTMLFormElement;
    expect(new FormData(form).get('type')).toBe('3');
  });
});

describe('SearchSelect', () => {
  function open() {
    render(
      <FormField label="Agent">
        <SearchSelect
          options={agents}
          placeholder="Choose an agent"
          onValueChange={onValueChange}
        />
      </FormField>,
    );
    return userEvent.click(screen.getByRole('combobox', { name: 'Agent' }));
  }
  const onValueChange = vi.fn();

  it('filters the list as the user types and chooses with a click', async () => {
    await open();
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search).toHaveFocus();
    await userEvent.type(search, 'lee');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Ann Lee',
      'Carla Leeds',
      'Dan Kleeman',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Dan Kleeman' }));
    expect(onValueChange).toHaveBeenLastCalledWith('a4');
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveTextContent('Dan Kleeman');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys past disabled options and chooses with Enter', async () => {
    await open();
    const search = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(search, 'lee');
    expect(search).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2]?.id);
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('a4');
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveFocus();
  });

  it('says when nothing matches', async () => {
    await open();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes on Escape without choosing', async () => {
    onValueChange.mockClear();
    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
