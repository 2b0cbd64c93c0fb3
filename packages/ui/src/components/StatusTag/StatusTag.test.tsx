import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTag } from './StatusTag';

describe('StatusTag', () => {
  it('shows its status as text, so colour is never the only signal', () => {
    render(<StatusTag tone="success">Approved</StatusTag>);
    expect(screen.getByText('Approved')).toHaveAttribute('data-tone', 'success');
  });

  it('is neutral unless told otherwise', () => {
    render(<StatusTag>Draft</StatusTag>);
    expect(screen.getByText('Draft')).toHaveAttribute('data-tone', 'neutral');
  });

  it('keeps its decorative dot away from screen readers', () => {
    render(
      <StatusTag tone="danger" dot>
        Cancelled
      </StatusTag>,
    );
    const tag = screen.getByText('Cancelled');
    expect(tag).toHaveTextContent(/^Cancelled$/);
    expect(tag.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
