import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge';

describe('Badge', () => {
  it('shows the count as a number up to 99', () => {
    render(<Badge count={99} />);
    expect(screen.getByText('99')).toBeInTheDocument();
  });

  it('shows 99+ above 99', () => {
    render(<Badge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.queryByText('150')).not.toBeInTheDocument();
  });

  it('caps at a different maximum when asked', () => {
    render(<Badge count={12} max={9} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('disappears at 0 and leaves only the child', () => {
    render(
      <Badge count={0}>
        <button type="button">Messages</button>
      </Badge>,
    );
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('renders nothing at 0 when it stands alone', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is read by its label instead of the bare number', () => {
    render(<Badge count={5} label="5 unread messages" />);
    expect(screen.getByText('5 unread messages')).toBeInTheDocument();
    expect(screen.getByText('5')).toHaveAttribute('aria-hidden', 'true');
  });

  it('sits on its child', () => {
    render(
      <Badge count={5}>
        <button type="button">Messages</button>
      </Badge>,
    );
    expect(screen.getByRole('button', { name: 'Messages' }).parentElement).toHaveTextContent('5');
  });

  it('formats counts for other places that show them', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(7)).toBe('7');
  });
});
