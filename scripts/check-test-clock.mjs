// Refuses a test file that reads the real clock. Every suite runs at the one test instant
// (scripts/test-clock.mjs): a test that asks the machine for the date passes on one day and
// fails on another. `Date.now()` and `new Date()` are refused in test code (test and spec files,
// test folders, e2e and visual harnesses); a date comes from the test clock, a unique name from
// `uniqueStamp()`, a deadline from `performance.now()`. Run by `pnpm lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const HELPER = 'scripts/test-clock.mjs';

/** Test code: what the suites run as tests, their fixtures and harnesses, and their setup. */
const isTestCode = (file) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) ||
  /^packages\/[^/]+\/(test|e2e|visual)\/.*\.[cm]?[jt]sx?$/.test(file);

/**
 * A read of the real clock: `Date.now()`, or `new Date()` with no argument. A browser callback
 * (`page.evaluate(() => Date.now())` on one line) reads the tab's clock, which the suite sets to
 * the test instant, and is allowed.
 */
const REAL_CLOCK = /\bDate\.now\(\)|\bnew Date\(\s*\)/;
const IN_BROWSER = /\.evaluate\(\s*\(\)\s*=>\s*Date\.now\(\)\s*\)/g;

export function realClockReads(file, text) {
  const found = [];
  let inBlock = false;
  text.split('\n').forEach((raw, index) => {
    let line = raw;
    if (inBlock) {
      const end = line.indexOf('*/');
      if (end < 0) return;
      line = line.slice(end + 2);
      inBlock = false;
    }
    line = line.replace(/\/\*.*?\*\//g, '');
    const open = line.indexOf('/*');
    if (open >= 0) {
      line = line.slice(0, open);
      inBlock = true;
    }
    line = line.replace(/(^|[^:])\/\/.*$/, '$1').replace(IN_BROWSER, '');
    if (REAL_CLOCK.test(line)) found.push(`${file}:${index + 1}: ${raw.trim()}`);
  });
  return found;
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && file !== HELPER && isTestCode(file));

const reads = files.flatMap((file) => {
  let text;
  try {
    text = readFileSync(`${root}${file}`, 'utf8');
  } catch {
    return []; // deleted in the work tree
  }
  return realClockReads(file, text);
});

if (reads.length > 0) {
  console.error(
    `check-test-clock: ${reads.length} read(s) of the real clock in test code; use ${HELPER} (testDate, TEST_NOW, uniqueStamp) or performance.now() for a deadline:\n  ${reads.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`check-test-clock: ${files.length} test files read no real clock`);
