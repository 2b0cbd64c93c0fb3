import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('flips on a click of its label and reports it', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Enabled" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('Enabled'));
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('flips with the keyboard', async () => {
    render(<Switch label="Notify" defaultChecked />);
    const toggle = screen.getByRole('switch', { name: 'Notify' });
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'unchecked');
  });

  it('stays put when disabled', async () => {
    render(<Switch label="Locked" disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Locked' }));
    expect(screen.getByRole('switch', { name: 'Locked' })).not.toBeChecked();
  });
});
