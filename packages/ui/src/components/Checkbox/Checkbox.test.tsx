import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by a click on its label', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Has license" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('Has license'));
    expect(screen.getByRole('checkbox', { name: 'Has license' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('toggles with the space key', async () => {
    render(<Checkbox label="Joined a board" />);
    const box = screen.getByRole('checkbox', { name: 'Joined a board' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('shows a mixed state', () => {
    render(<Checkbox label="All rows" checked="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'All rows' });
    expect(box).toBePartiallyChecked();
    expect(box).toHaveAttribute('data-state', 'indeterminate');
  });

  it('cannot be toggled when disabled', async () => {
    render(<Checkbox label="Locked" disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Locked' }));
    expect(screen.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked();
  });
});
