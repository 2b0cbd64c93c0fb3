import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { TextField } from '../TextField/TextField';
import { FilterBar } from './FilterBar';

function renderBar(onSearch = vi.fn(), onReset = vi.fn()) {
  render(
    <FilterBar onSearch={onSearch} onReset={onReset}>
      <FormField label="Agent name">
        <TextField />
      </FormField>
      <FormField label="Case number">
        <TextField />
      </FormField>
    </FilterBar>,
  );
  return { onSearch, onReset };
}

describe('FilterBar', () => {
  it('is a search landmark that searches on its button', async () => {
    const { onSearch } = renderBar();
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches on Enter in a field', async () => {
    const { onSearch } = renderBar();
    await userEvent.type(screen.getByRole('textbox', { name: 'Case number' }), 'C-1024{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('resets the fields and reports it', async () => {
    const { onReset, onSearch } = renderBar();
    const name = screen.getByRole('textbox', { name: 'Agent name' });
    await userEvent.type(name, 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(name).toHaveValue('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('applies a search typed while results load, and says it is busy', async () => {
    const onSearch = vi.fn();
    render(
      <FilterBar onSearch={onSearch} loading>
        <TextField aria-label="Name" />
      </FilterBar>,
    );
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    await userEvent.click(search);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('says why the filter cannot be applied', () => {
    render(
      <FilterBar onSearch={vi.fn()} error="The start date is after the end date.">
        <input aria-label="From" />
      </FilterBar>,
    );
    expect(screen.getByRole('search')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date is after the end date.');
  });
});
