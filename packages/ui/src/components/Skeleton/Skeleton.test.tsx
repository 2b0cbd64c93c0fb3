import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('draws as many text lines as asked, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-variant="text"] > span');
    expect(lines).toHaveLength(3);
    expect(lines[2]?.className).not.toBe(lines[0]?.className);
  });

  it('is invisible to screen readers, which learn about loading elsewhere', () => {
    const { container } = render(<Skeleton variant="rect" height={120} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the size it is given', () => {
    const { container } = render(<Skeleton variant="circle" size={48} />);
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px' });
  });
});
