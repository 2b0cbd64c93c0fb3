import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it("says 'No data' unless given the portal's text", () => {
    render(<EmptyState />);
    expect(screen.getByText('No data')).toBeVisible();
  });

  it('explains and offers a way forward', async () => {
    const onCreate = vi.fn();
    render(
      <EmptyState
        title="No transactions yet"
        description="Cases you create appear here."
        action={
          <button type="button" onClick={onCreate}>
            Create new
          </button>
        }
      />,
    );
    expect(screen.getByText('Cases you create appear here.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create new' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('can go without a picture', () => {
    const { container } = render(<EmptyState icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
