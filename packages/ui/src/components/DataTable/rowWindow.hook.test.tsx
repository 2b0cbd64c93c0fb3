import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRowWindow } from './rowWindow';

/** A ResizeObserver whose reports the test sends, as the browser would after a layout. */
class ReportingObserver {
  static last: ReportingObserver | null = null;
  constructor(private readonly callback: () => void) {
    ReportingObserver.last = this;
  }
  observe() {}
  disconnect() {}
  report() {
    this.callback();
  }
}

/** A list asking for 400 px of 40 px rows, no overscan. */
function Rows() {
  const ref = useRef<HTMLDivElement>(null);
  const { items } = useRowWindow(ref, 1000, 40, 400, 0);
  return <div ref={ref}>{items.length} rows</div>;
}

/** Every element reports `height` as its height; the spy says who asked. */
const clientHeightOf = (height: number) =>
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useRowWindow', () => {
  it('renders for the height asked for until the browser reports the real one, without reading layout itself', () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    const clientHeight = clientHeightOf(200);
    const { container } = render(<Rows />);
    // 400 px asked for, 40 px rows: 11 rows (the last one part in view).
    expect(container.textContent).toBe('11 rows');
    expect(clientHeight).not.toHaveBeenCalled();

    act(() => ReportingObserver.last?.report());
    expect(container.textContent).toBe('6 rows');
  });

  it('measures at once where no ResizeObserver exists', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    clientHeightOf(120);
    const { container } = render(<Rows />);
    expect(container.textContent).toBe('4 rows');
  });
});
