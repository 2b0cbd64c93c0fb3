import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(<Card title="Case summary">Body</Card>);
    expect(screen.getByRole('region', { name: 'Case summary' })).toHaveTextContent('Body');
    expect(screen.getByRole('heading', { name: 'Case summary', level: 2 })).toBeVisible();
  });

  it('titles at the level asked for, looking the same at 2 and 3', () => {
    render(
      <>
        <Card title="Outer">
          <Card title="Inner" titleLevel={3}>
            Body
          </Card>
        </Card>
        <Card title="Verify a certificate" titleLevel={1}>
          Body
        </Card>
      </>,
    );
    const outer = screen.getByRole('heading', { name: 'Outer', level: 2 });
    const inner = screen.getByRole('heading', { name: 'Inner', level: 3 });
    const page = screen.getByRole('heading', { name: 'Verify a certificate', level: 1 });
    expect(outer.className).toBe(inner.className);
    expect(page.className).not.toBe(outer.className);
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
