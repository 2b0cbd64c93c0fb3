// The public course hall with 500 published courses (issue 15: "without a visible stall").
// Starts the real server (in-memory database, demo data, the built portal), publishes 500 more
// courses through the API (the demo lecturer saves, the demo administrator publishes), then in
// Chromium, with no login: the cold open of the hall until its first card shows, and moving to
// another page of 20 cards until it shows, median of several runs; and the hall call's own time.
// Usage: pnpm --filter @bq/portal build && pnpm --filter @bq/portal bench:hall
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../../scripts/chromium.mjs';
import { startBenchServer } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8196);
const COURSES = 500;
const RUNS = 7;

async function post(path, token, body, json = false) {
  const response = await fetch(`${BASE}api/${path}`, {
    method: 'POST',
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

const tokenOf = async (email) =>
  (await post('general/unauth/loginByEmail', null, { email, password: 'bq-demo-2026' })).token;

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const { base: BASE, stop } = await startBenchServer(PORT);
try {
  const lecturer = await tokenOf('lecturer@bq.example.com');
  const admin = await tokenOf('admin@bq.example.com');
  for (let i = 0; i < COURSES; i += 1) {
    const { id } = await post(
      'bq/course/save',
      lecturer,
      {
        titleZh: `基准课程 ${i}`,
        titleEn: `Bench course ${i}`,
        descriptionEn: 'One of the hall benchmark courses.',
        category: 'Sales skills',
        online: i % 2 === 0,
        price: i % 3 === 0 ? '0' : '25.00',
        seats: 20,
        sessions: [
          {
            startsAt: new Date(Date.UTC(2028, 0, 1 + (i % 300), 17)).toISOString(),
            endsAt: new Date(Date.UTC(2028, 0, 1 + (i % 300), 19)).toISOString(),
            place: 'BQ Realty training room',
          },
        ],
      },
      true,
    );
    await post('bq/course/setStatus', admin, { id, status: 'published' });
  }
  const callTimes = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await post('bq/course/hallList', null, { pageNum: 1 + run * 3, pageSize: 20 });
    callTimes.push(performance.now() - started);
  }

  const browser = await chromium.launch(chromiumLaunch);
  const opened = [];
  const moved = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const started = Date.now();
    await page.goto(`${BASE}#/bq-institute-tourist/index`);
    await page.getByRole('list', { name: '课程大厅' }).getByRole('listitem').first().waitFor();
    opened.push(Date.now() - started);
    const first = () => document.querySelector('[aria-label="课程大厅"] h2')?.textContent ?? '';
    const before = await page.evaluate(first);
    const from = Date.now();
    await page.goto(`${BASE}#/bq-institute-tourist/index?page=${2 + run * 3}`);
    await page.waitForFunction(
      (previous) =>
        (document.querySelector('[aria-label="课程大厅"] h2')?.textContent ?? '') !== previous,
      before,
    );
    moved.push(Date.now() - from);
    await page.close();
  }
  await browser.close();
  console.log(
    [
      `course hall with ${COURSES + 6} published courses, median of ${RUNS}:`,
      `  hall call (one page of 20)            ${median(callTimes).toFixed(1)} ms`,
      `  cold open until the first card shows  ${median(opened)} ms`,
      `  another page until its cards show     ${median(moved)} ms`,
    ].join('\n'),
  );
} finally {
  stop();
}
