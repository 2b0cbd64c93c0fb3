// Lighthouse on the two pages a visitor meets first (issue 23), the login page and the public
// course hall, and on the staff's own pages signed in (issue 29 item 4: the home page, a list, an
// editor, the calendar and the statistics), against the real server (in-memory database, demo data, the built and precompressed
// portal) on loopback, in the pinned Chromium (scripts/chromium.mjs), with Lighthouse's mobile
// defaults (a mid-range phone, simulated slow 4G and a 4× slower CPU). Prints each page's
// performance and accessibility scores, first and largest contentful paint, and the bytes
// transferred; exits non-zero below 95 for performance or 100 for accessibility.
// Usage: pnpm --filter @bq/portal build && pnpm bench:lighthouse
// `LIGHTHOUSE_PAGES=calendar,statistics pnpm bench:lighthouse` measures only the pages so named;
// `LIGHTHOUSE_SAVE=<folder>` also writes each page's whole report and its trace there (JSON), to see
// its tasks (the trace opens in Chromium's performance panel); `LIGHTHOUSE_THROTTLING=devtools`
// throttles the network and the CPU for real instead of simulating them from an unthrottled load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumLaunch } from '../../../scripts/chromium.mjs';
import { startBenchServer } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8197);
/** [name, address, the demo account signed in (none: a visitor)]. */
const PAGES = [
  ['login page', '#/', null],
  ['public course hall', '#/bq-institute-tourist/index', null],
  ['home (agent)', '#/home', 'agent@bq.example.com'],
  ['case list', '#/transaction/caselist/all', 'agent@bq.example.com'],
  ['case editor (new mortgage)', '#/transaction/mortgage', 'agent@bq.example.com'],
  ['calendar', '#/calendar/index', 'agent@bq.example.com'],
  ['statistics', '#/statistical-awards/statistical', 'admin@bq.example.com'],
];
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const MEASURED = ONLY ? PAGES.filter(([name]) => ONLY.some((part) => name.includes(part))) : PAGES;
const DEMO_PASSWORD = 'bq-demo-2026';
const WANT = { performance: 95, accessibility: 100 };
const SAVE = process.env.LIGHTHOUSE_SAVE;
if (SAVE) mkdirSync(SAVE, { recursive: true });

const { base, stop } = await startBenchServer(PORT);
const chrome = await launch({
  chromePath: chromiumLaunch.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunch.args],
  envVars: chromiumLaunch.env,
});
/**
 * Signs the browser in as the portal's login form does (the session in localStorage), through a
 * page Lighthouse then measures with its storage kept; a visitor's pages get an empty storage.
 */
async function session(browser, email) {
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.goto(`${base}favicon.svg`);
  await page.evaluate(() => localStorage.clear());
  if (email) {
    const answer = await fetch(`${base}api/general/unauth/loginByEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
    });
    const { data } = await answer.json();
    await page.evaluate((s) => {
      const stamp = (value) => JSON.stringify({ value, time: Date.now() });
      localStorage.setItem('token', stamp(s.token));
      localStorage.setItem(
        'USER_ROLE',
        stamp({ roleIds: s.roleIds.map(String), roleInfos: s.roleInfos }),
      );
    }, data);
  }
}

let failed = false;
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  const rows = [];
  for (const [name, hash, email] of MEASURED) {
    await session(browser, email);
    const { lhr, artifacts } = await lighthouse(`${base}${hash}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // `LIGHTHOUSE_THROTTLING=devtools`: the same phone, throttled for real instead of simulated.
      ...(process.env.LIGHTHOUSE_THROTTLING
        ? { throttlingMethod: process.env.LIGHTHOUSE_THROTTLING }
        : {}),
      // Kept, so a signed-in page is measured signed in (its caches still start cold).
      disableStorageReset: !!email,
    });
    if (SAVE) {
      const file = join(SAVE, name.replace(/\W+/g, '-'));
      writeFileSync(`${file}.json`, JSON.stringify(lhr));
      writeFileSync(`${file}.trace.json`, JSON.stringify(artifacts.Trace));
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const row = {
      page: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'first paint (ms)': Math.round(audit('first-contentful-paint')),
      'largest paint (ms)': Math.round(audit('largest-contentful-paint')),
      'blocking (ms)': Math.round(audit('total-blocking-time')),
      'layout shift': Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
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
        .map((a) => {
          const where = (a.details?.items ?? [])
            .map((item) => item.node?.selector)
            .filter(Boolean)
            .slice(0, 3);
          return `  accessibility: ${a.title}${where.length ? ` (${where.join('; ')})` : ''}`;
        });
      console.log(
        `${name}: below the target; Lighthouse lists:\n${[...advice, ...misses].join('\n')}`,
      );
    }
  }
  console.table(rows);
  console.log(`targets: performance ≥ ${WANT.performance}, accessibility ${WANT.accessibility}`);
} finally {
  await browser.disconnect();
  await chrome.kill();
  stop();
}
process.exit(failed ? 1 : 0);
