import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { searchDirectory } from './directory';
import { PersonPicker } from './PersonPicker';

function Picker({ onValueChange = (_value: string) => {}, initial = '', clearable = false }) {
  const [value, setValue] = useState(initial);
  const [query, setQuery] = useState('');
  return (
    <FormField label="Colleague">
      <PersonPicker
        value={value}
        clearable={clearable}
        placeholder="Choose a person"
        people={searchDirectory(query, value)}
        onQueryChange={setQuery}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    </FormField>
  );
}

describe('PersonPicker', () => {
  it('finds a person by e-mail, which the label does not show, and names them once chosen', async () => {
    const chosen = vi.fn();
    render(<Picker onValueChange={chosen} />);
    const trigger = screen.getByRole('combobox', { name: 'Colleague' });
    expect(trigger).toHaveTextContent('Choose a person');
    await userEvent.click(trigger);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search people' }), 'finance@');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Fay Finance');
    expect(options[0]).toHaveTextContent('Finance · finance@bq.example.com');
    await userEvent.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledWith('13');
    expect(trigger).toHaveTextContent('Fay Finance');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('starts every opening from an empty search', async () => {
    render(<Picker />);
    const trigger = screen.getByRole('combobox', { name: 'Colleague' });
    await userEvent.click(trigger);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search people' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Nobody found');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search people' })).toBeNull();
    await userEvent.click(trigger);
    expect(screen.getByRole('combobox', { name: 'Search people' })).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(5);
  });

  it('a clearable picker chooses nobody with its Clear button', async () => {
    const chosen = vi.fn();
    render(<Picker initial="11" clearable onValueChange={chosen} />);
    expect(screen.getByRole('combobox', { name: 'Colleague' })).toHaveTextContent('Mei Mentor');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(chosen).toHaveBeenCalledWith('');
    expect(screen.getByRole('combobox', { name: 'Colleague' })).toHaveTextContent(
      'Choose a person',
    );
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('says a search is running instead of "Nobody found"', async () => {
    render(
      <FormField label="Colleague">
        <PersonPicker
          value=""
          people={[]}
          loading
          onQueryChange={() => {}}
          onValueChange={() => {}}
        />
      </FormField>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Colleague' }));
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });
});
