import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element it is asked for, with its children', () => {
    render(
      <Box as="section" aria-label="details">
        content
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'details' });
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveTextContent('content');
  });

  it('turns layout props into classes instead of passing them to the DOM', () => {
    render(<Box data-testid="box" padding="lg" display="flex" />);
    const box = screen.getByTestId('box');
    expect(box.className).not.toBe('');
    expect(box.getAttribute('padding')).toBeNull();
    expect(box.getAttribute('display')).toBeNull();
  });

  it('keeps a caller class next to the layout classes', () => {
    render(<Box data-testid="box" className="mine" padding="sm" />);
    expect(screen.getByTestId('box').className).toMatch(/mine/);
    expect(screen.getByTestId('box').className.split(' ').length).toBeGreaterThan(1);
  });
});
