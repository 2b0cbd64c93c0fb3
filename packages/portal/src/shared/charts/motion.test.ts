import type { ChartConfiguration } from 'chart.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wantsLessMotion, withMotionPreference } from './motion';

const doughnut: ChartConfiguration = {
  type: 'doughnut',
  data: { labels: ['Draft', 'Closed'], datasets: [{ data: [4, 2] }] },
  options: { plugins: { legend: { position: 'right' } } },
};

describe('charts and motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a chart at once, keeping its other options, for someone who asked for less motion', () => {
    const drawn = withMotionPreference(doughnut, true);
    expect(drawn.options?.animation).toBe(false);
    expect(drawn.options?.plugins?.legend?.position).toBe('right');
    expect(drawn.data).toBe(doughnut.data);
  });

  it('leaves the growing animation to everyone else', () => {
    expect(withMotionPreference(doughnut, false)).toBe(doughnut);
  });

  it("reads the system's setting each time it is asked", () => {
    let reduce = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
    }));
    expect(wantsLessMotion()).toBe(true);
    reduce = false;
    expect(wantsLessMotion()).toBe(false);
  });
});
