import { Box } from '@bq/ui';
import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';
import { wantsLessMotion, withMotionPreference } from './motion';
import { useNearScreen } from './useNearScreen';

/**
 * One chart (`shared/charts`): chart.js and its registration (`./chartSetup`) are loaded with
 * `import()` on first draw, so a page that imports this component does not carry chart.js. The canvas is an image to assistive technology, named by `summary` (the figures
 * in words); the figures are also on the page as text next to it.
 */
export function ChartCanvas({
  config,
  summary,
  height = 240,
}: {
  config: ChartConfiguration;
  summary: string;
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Drawn when it comes near the screen: below the fold on a phone, chart.js (55 KB) and its
  // drawing stay out of the page's first seconds.
  const near = useNearScreen(canvas);
  useEffect(() => {
    if (!near) return;
    let chart: { destroy: () => void } | undefined;
    let cancelled = false;
    void import('./chartSetup').then(({ Chart }) => {
      if (cancelled || !canvas.current) return;
      chart = new Chart(canvas.current, withMotionPreference(config, wantsLessMotion()));
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config, near]);
  return (
    <Box style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </Box>
  );
}
