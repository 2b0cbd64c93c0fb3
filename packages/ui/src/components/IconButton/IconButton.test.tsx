import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by its icon', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Collapse sidebar" icon={<svg />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(button).toHaveAttribute('title', 'Collapse sidebar');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('cannot be clicked when disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Delete" icon={<svg />} disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
