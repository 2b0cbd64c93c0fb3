import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CommandPalette, type CommandPaletteGroup } from './CommandPalette';

const labels = {
  title: 'Search',
  placeholder: 'Search…',
  empty: 'Nothing found',
  loading: 'Searching…',
};
const groups: CommandPaletteGroup[] = [
  {
    id: 'case',
    heading: 'Cases',
    items: [{ id: '1', title: 'BQ-1', details: ['1 Main St', 'Draft'] }],
  },
  { id: 'page', heading: 'Pages', items: [{ id: 'home', title: 'Home', badge: 'Page' }] },
];

function Owned(props: {
  groups?: CommandPaletteGroup[];
  loading?: boolean;
  onSelect?: () => void;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(true);
  return (
    <CommandPalette
      open={open}
      onOpenChange={setOpen}
      query={query}
      onQueryChange={setQuery}
      groups={props.groups ?? groups}
      loading={props.loading}
      onSelect={props.onSelect ?? (() => {})}
      labels={labels}
    />
  );
}

describe('CommandPalette', () => {
  it('is a dialog named by its title, its input focused, its groups under headings', async () => {
    render(<Owned />);
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.getByText('Cases')).toBeInTheDocument();
    expect(screen.getByText('1 Main St · Draft')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('moves with the arrows and chooses with Enter', async () => {
    const onSelect = vi.fn();
    render(<Owned onSelect={onSelect} />);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'home' }),
      expect.objectContaining({ id: 'page' }),
    );
  });

  it('passes typing to its owner and says when nothing was found', async () => {
    render(<Owned groups={[]} />);
    const root = screen.getByRole('combobox').parentElement;
    expect(root).toHaveAttribute('data-state', 'idle');
    await userEvent.type(screen.getByRole('combobox'), 'zz');
    expect(screen.getByRole('combobox')).toHaveValue('zz');
    expect(screen.getByText('Nothing found')).toBeInTheDocument();
    expect(root).toHaveAttribute('data-state', 'empty');
  });

  it('says it is loading while results are on their way', () => {
    render(<Owned groups={[]} loading />);
    expect(screen.getByRole('combobox').parentElement).toHaveAttribute('data-state', 'loading');
    expect(screen.getAllByText('Searching…').length).toBeGreaterThan(0);
  });

  it('closes on Esc', async () => {
    render(<Owned />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
