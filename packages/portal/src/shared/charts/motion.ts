import type { ChartConfiguration } from 'chart.js';

const LESS_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the system asks for less motion now (read at each draw: the setting can change). */
export function wantsLessMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(LESS_MOTION).matches;
}

/**
 * The configuration a chart is drawn with: for someone whose system asks for less motion the
 * chart appears at once instead of growing into place (WCAG 2.3.3); otherwise as given.
 */
export function withMotionPreference(
  config: ChartConfiguration,
  lessMotion: boolean,
): ChartConfiguration {
  if (!lessMotion) return config;
  return { ...config, options: { ...config.options, animation: false } } as ChartConfiguration;
}
