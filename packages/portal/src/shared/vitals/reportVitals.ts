import { API_BASE } from '../http/base';

/** Share of page loads that report (the metrics need a sample, not every visit). */
export const VITALS_SAMPLE = 0.1;
/** `localStorage['bq.vitals'] = 'all'` reports every load: for a check by hand and the e2e suite. */
const EVERY_LOAD_KEY = 'bq.vitals';

/**
 * The page as a pattern: numbers and long tokens in the path become `:id` / `:token`, and the
 * query is dropped, so no record or person is named (`/financial/confirm/:id`).
 */
export function pagePattern(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const pattern = path
    .split('/')
    .map((part) => (/^\d+$/.test(part) ? ':id' : part.length > 24 ? ':token' : part))
    .join('/');
  return (pattern.startsWith('/') ? pattern : `/${pattern}`).slice(0, 120);
}

type Vital = { name: string; value: number };

/**
 * Reports this page load's Core Web Vitals (LCP, INP, CLS, FCP, TTFB) with Google's web-vitals,
 * loaded once the page is idle so it costs nothing on the first load. What was measured is sent
 * when the page is hidden (the moment INP and CLS are final), as a beacon that survives unload,
 * for the page shown then. Nothing personal: a route pattern and numbers, no token.
 */
export function reportVitals(random = Math.random): void {
  if (typeof window === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const every = localStorage.getItem(EVERY_LOAD_KEY) === 'all';
  if (!every && random() >= VITALS_SAMPLE) return;
  const start = () =>
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const pending: Vital[] = [];
      const keep = ({ name, value }: Vital) => {
        // A later value of the same metric replaces the earlier one (CLS and INP grow).
        const at = pending.findIndex((v) => v.name === name);
        if (at >= 0) pending.splice(at, 1);
        pending.push({ name, value });
      };
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(keep, { reportAllChanges: false });
      const flush = () => {
        if (pending.length === 0) return;
        const body = JSON.stringify({
          page: pagePattern(window.location.hash),
          vitals: pending.splice(0),
        });
        navigator.sendBeacon(
          `${API_BASE}bq/vitals/report`,
          new Blob([body], { type: 'application/json' }),
        );
      };
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
      window.addEventListener('pagehide', flush);
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
}
