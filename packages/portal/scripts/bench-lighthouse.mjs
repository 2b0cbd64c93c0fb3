// Lighthouse on the two pages a visitor meets first (issue 23): the login page and the public
// course hall, against the real server (in-memory database, demo data, the built and precompressed
// portal) on loopback, in the pinned Chromium (scripts/chromium.mjs), with Lighthouse's mobile
// defaults (a mid-range phone, simulated slow 4G and a 4× slower CPU). Prints each page's
// performance and accessibility scores, first and largest contentful paint, and the bytes
// transferred; exits non-zero below 95 for performance or 100 for accessibility.
// Usage: pnpm --filter @bq/portal build && pnpm bench:lighthouse
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../../../scripts/chromium.mjs';
import { startBenchServer } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8197);
const PAGES = [
  ['login page', '#/'],
  ['public course hall', '#/bq-institute-tourist/index'],
];
const WANT = { performance: 95, accessibility: 100 };

const { base, stop } = await startBenchServer(PORT);
const chrome = await launch({
  chromePath: chromiumLaunch.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunch.args],
  envVars: chromiumLaunch.env,
});
let failed = false;
try {
  const rows = [];
  for (const [name, hash] of PAGES) {
    const { lhr } = await lighthouse(`${base}${hash}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const row = {
      page: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'first paint (ms)': Math.round(audit('first-contentful-paint')),
      'largest paint (ms)': Math.round(audit('largest-contentful-paint')),
      'transferred (KB)': Math.round(audit('total-byte-weight') / 1024),
    };
    rows.push(row);
    if (row.performance < WANT.performance || row.accessibility < WANT.accessibility) {
      failed = true;
      const advice = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.details?.type === 'opportunity')
        .map((a) => `  ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      const misses = Object.values(lhr.categories.accessibility.auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score === 0)
        .map((a) => `  accessibility: ${a.title}`);
      console.log(
        `${name}: below the target; Lighthouse lists:\n${[...advice, ...misses].join('\n')}`,
      );
    }
  }
  console.table(rows);
  console.log(`targets: performance ≥ ${WANT.performance}, accessibility ${WANT.accessibility}`);
} finally {
  await chrome.kill();
  stop();
}
process.exit(failed ? 1 : 0);
