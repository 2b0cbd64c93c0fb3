import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline';

describe('Inline', () => {
  it('lays children side by side in order', () => {
    render(
      <Inline data-testid="row">
        <span>left</span>
        <span>right</span>
      </Inline>,
    );
    expect(screen.getByTestId('row')).toHaveTextContent('leftright');
  });

  it('uses a different class when asked not to wrap', () => {
    const { rerender } = render(<Inline data-testid="row" />);
    const wrapping = screen.getByTestId('row').className;
    rerender(<Inline data-testid="row" wrap={false} />);
    expect(screen.getByTestId('row').className).not.toBe(wrapping);
  });
});
