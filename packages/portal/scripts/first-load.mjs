// The login screen's first load as Chromium fetches it (issue 9): the built portal is served by a
// tiny static server that gzips every file at level 9 (as production does), the API is a stub
// route, and the script counts the gzip bytes of every script and stylesheet the page fetched:
// - first paint: fetched by the time the login form is on screen;
// - usable: fetched by the time a filled-in form, submitted, has actually sent its login request
//   (the submit handler and every chunk it needs are loaded).
// And the public course hall's cold load (issue 15): fetched until its first course card shows.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../../scripts/chromium.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function serve(dist) {
  const cache = new Map();
  const fetched = [];
  const server = createServer((req, res) => {
    // Fetch order and size only; timing comes from the page's own resource entries.
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dist, pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(dist) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      file = join(dist, 'index.html');
    }
    let body = cache.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file), { level: 9 });
      cache.set(file, body);
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (/\.(js|css)$/.test(file)) fetched.push({ path: pathname, bytes: body.length });
    res.writeHead(200, {
      'content-type': type,
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': 'no-store',
    });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, fetched, port: server.address().port })),
  );
}

const sum = (list) => list.reduce((n, f) => n + f.bytes, 0);

/** Returns { firstPaint, usable } with the files behind each figure. */
export async function measureFirstLoad(dist) {
  const { server, fetched, port } = await serve(dist);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage();
    let loginSent = null;
    const loginRequested = new Promise((resolve) => {
      loginSent = resolve;
    });
    await page.route('**/api/**', async (route) => {
      const url = route.request().url();
      if (url.includes('general/unauth/loginByEmail')) {
        loginSent(fetched.length);
        // Refused, so the page stays on the login screen and fetches nothing more for a home page.
        return route.fulfill({
          json: { code: 400, message: 'size check: stub answer', data: null },
        });
      }
      return route.fulfill({
        json: { code: 404, message: 'size check: no such call', data: null },
      });
    });
    // The moment the form is first in the document, in the page's own clock.
    await page.addInitScript(() => {
      const seen = () => {
        if (document.querySelector('form[aria-label="Log in"]')) {
          window.__loginFormAt = performance.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(seen);
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`http://127.0.0.1:${port}/#/`);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('E-mail').waitFor({ state: 'visible', timeout: 60_000 });
    // First paint: every script and stylesheet requested before the form was rendered.
    const before = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime <= window.__loginFormAt)
          .map((r) => new URL(r.name).pathname),
      ),
    );
    const firstPaint = fetched.filter((f) => before.has(f.path));
    await form.getByLabel('E-mail').fill('size@bq.example.com');
    await form.getByLabel(/^Password/).fill('not-a-real-password');
    await form.getByRole('button', { name: 'Log in' }).click();
    // The limit's timer is cleared once the request is seen: a pending one kept the script
    // alive a full minute after it had measured everything.
    let limit;
    const count = await Promise.race([
      loginRequested,
      new Promise((_, reject) => {
        limit = setTimeout(
          () => reject(new Error('the login form never sent its request')),
          60_000,
        );
      }),
    ]).finally(() => clearTimeout(limit));
    const usable = [...firstPaint, ...fetched.slice(0, count).filter((f) => !before.has(f.path))];
    return {
      firstPaint: { bytes: sum(firstPaint), files: firstPaint },
      usable: { bytes: sum(usable), files: usable },
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/** One published course card as the hall call answers it (the size check's stub data). */
const stubCourse = (id) => ({
  id,
  titleZh: `课程 ${id}`,
  titleEn: `Course ${id}`,
  descriptionZh: '描述',
  descriptionEn: 'About',
  category: 'Sales skills',
  tags: [],
  lecturers: [{ id: 1, name: 'Lee Lecturer' }],
  online: false,
  price: '0.00',
  ceHours: '2.0',
  seats: 20,
  seatsTaken: 0,
  waitlisted: 0,
  sessions: [],
  coverUrl: null,
  status: 'published',
});

/**
 * The public course hall opened cold, with no login (issue 15): every script and stylesheet
 * fetched until the first course card is on screen. The hall call answers a page of 20 of 500.
 */
export async function measureHallLoad(dist) {
  const { server, fetched, port } = await serve(dist);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage();
    await page.route('**/api/**', async (route) => {
      if (route.request().url().includes('bq/course/hallList')) {
        const list = Array.from({ length: 20 }, (_, i) => stubCourse(i + 1));
        return route.fulfill({ json: { code: 200, message: 'ok', data: { total: 500, list } } });
      }
      return route.fulfill({
        json: { code: 404, message: 'size check: no such call', data: null },
      });
    });
    await page.goto(`http://127.0.0.1:${port}/#/bq-institute-tourist/index`);
    await page
      .getByRole('heading', { name: '课程 1', exact: true })
      .waitFor({ state: 'visible', timeout: 60_000 });
    const files = [...fetched];
    return { bytes: sum(files), files };
  } finally {
    await browser.close();
    server.close();
  }
}
