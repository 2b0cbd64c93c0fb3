import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it("tells screen readers it is loading, in English unless given the portal's text", () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces what is loading', () => {
    render(<Spinner label="正在加载" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载');
  });

  it('can show its label on screen', () => {
    render(<Spinner label="Loading case list" showLabel />);
    expect(screen.getByText('Loading case list')).toBeVisible();
  });
});
