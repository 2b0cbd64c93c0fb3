import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterTabs } from './FilterTabs';

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending', count: 3 },
  { value: 'done', label: 'Done', disabled: true },
  { value: 'refused', label: 'Refused' },
];

function Letters(props: { onValueChange?: (value: string) => void; actions?: React.ReactNode }) {
  const [tab, setTab] = useState('all');
  return (
    <FilterTabs
      label="Status"
      tabs={TABS}
      value={tab}
      actions={props.actions}
      onValueChange={(next) => {
        setTab(next);
        props.onValueChange?.(next);
      }}
    >
      <p>{`Letters: ${tab}`}</p>
    </FilterTabs>
  );
}

describe('FilterTabs', () => {
  it('shows the view in the chosen tab’s panel, the panel the tab controls', () => {
    render(<Letters />);
    const tab = screen.getByRole('tab', { name: 'All' });
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel).toHaveTextContent('Letters: all');
    expect(screen.getByRole('tablist', { name: 'Status' })).toBeInTheDocument();
  });

  it('keeps one panel, now the new choice’s, when another tab is chosen', async () => {
    const onValueChange = vi.fn();
    render(<Letters onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Pending (3)' }));
    expect(onValueChange).toHaveBeenCalledWith('pending');
    const panels = screen.getAllByRole('tabpanel');
    expect(panels).toHaveLength(1);
    expect(panels[0]).toHaveAccessibleName('Pending (3)');
    expect(screen.getByRole('tab', { name: 'Pending (3)' }).getAttribute('aria-controls')).toBe(
      panels[0]?.id,
    );
    expect(panels[0]).toHaveTextContent('Letters: pending');
  });

  it('moves with the arrow keys past a disabled tab, and Tab goes on into the panel', async () => {
    render(<Letters />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Refused' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Letters: refused');
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('puts the actions at the end of the tab row, outside the panel', () => {
    render(<Letters actions={<button type="button">Delete</button>} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(screen.getByRole('tabpanel')).not.toContainElement(button);
  });
});
