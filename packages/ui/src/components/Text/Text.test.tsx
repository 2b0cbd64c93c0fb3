import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('renders its words in the element asked for', () => {
    render(<Text as="p">Successfully logged out</Text>);
    expect(screen.getByText('Successfully logged out').tagName).toBe('P');
  });

  it('shows the whole of a truncated text as a tooltip', () => {
    render(<Text truncate>1234 Very Long Street Name, San Francisco, CA 94110</Text>);
    expect(screen.getByText(/Very Long Street/)).toHaveAttribute(
      'title',
      '1234 Very Long Street Name, San Francisco, CA 94110',
    );
  });

  it('gives each tone its own class', () => {
    const { rerender } = render(<Text>x</Text>);
    const plain = screen.getByText('x').className;
    rerender(<Text tone="danger">x</Text>);
    expect(screen.getByText('x').className).not.toBe(plain);
  });
});
