import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './useNearScreen';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, '100px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver whose callback the test calls, as the browser would on a scroll. */
function stubObserver() {
  const seen: { callback: IntersectionObserverCallback; margin?: string; observed: Element[] }[] =
    [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof seen)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin, observed: [] };
        seen.push(this.entry);
      }
      observe(element: Element) {
        this.entry.observed.push(element);
      }
      disconnect = disconnect;
    },
  );
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, observed } of seen) {
        callback(
          observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    });
  return { seen, report, disconnect };
}

describe('useNearScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says near once the element comes within the margin, and stays so', () => {
    const { seen, report, disconnect } = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(seen[0]?.margin).toBe('100px');
    report(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
    report(false);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('says near at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
