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

function Rows({ height }: { height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { items } = useRowWindow(ref, 1000, 40, 400, 0);
  return (
    <div ref={ref} data-height={height}>
      {items.length} rows
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useRowWindow', () => {
  it('renders for the height asked for until the browser reports the real one, without reading layout itself', () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
    clientHeight.mockReturnValue(200);
    const { container } = render(<Rows height={200} />);
    // 400 px asked for, 40 px rows: 11 rows (the last one part in view).
    expect(container.textContent).toBe('11 rows');
    expect(clientHeight).not.toHaveBeenCalled();

    act(() => ReportingObserver.last?.report());
    expect(container.textContent).toBe('6 rows');
    clientHeight.mockRestore();
  });

  it('measures at once where no ResizeObserver exists', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
    clientHeight.mockReturnValue(120);
    const { container } = render(<Rows height={120} />);
    expect(container.textContent).toBe('4 rows');
    clientHeight.mockRestore();
  });
});
