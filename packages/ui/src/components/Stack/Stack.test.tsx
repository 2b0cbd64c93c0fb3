import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('keeps its children in order', () => {
    render(
      <Stack data-testid="stack">
        <span>first</span>
        <span>second</span>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveTextContent('firstsecond');
  });

  it('uses a different class for a different space', () => {
    const { rerender } = render(<Stack data-testid="stack" space="xs" />);
    const small = screen.getByTestId('stack').className;
    rerender(<Stack data-testid="stack" space="xl" />);
    expect(screen.getByTestId('stack').className).not.toBe(small);
  });
});
