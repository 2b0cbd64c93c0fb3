import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(<Card title="Case summary">Body</Card>);
    expect(screen.getByRole('region', { name: 'Case summary' })).toHaveTextContent('Body');
    expect(screen.getByRole('heading', { name: 'Case summary', level: 3 })).toBeVisible();
  });

  it('offers its header actions', async () => {
    const onEdit = vi.fn();
    render(
      <Card
        title="Agent"
        extra={
          <button type="button" onClick={onEdit}>
            Edit
          </button>
        }
      >
        Body
      </Card>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('shows a footer only when given one', () => {
    const { rerender } = render(<Card title="Agent">Body</Card>);
    expect(screen.queryByText('Save')).toBeNull();
    rerender(
      <Card title="Agent" footer="Save">
        Body
      </Card>,
    );
    expect(screen.getByText('Save')).toBeVisible();
  });

  it('has no header (and no heading) without a title or actions', () => {
    render(<Card>Only a body</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
