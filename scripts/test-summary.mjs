// Sums every runner's JSON report in test-results/ into the one closing line CI reads:
// "N passed, N failed". A failed step with no report of its own still counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../test-results/', import.meta.url).pathname;
const stepFailed = process.argv.includes('--step-failed');
let passed = 0;
let failed = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright's JSON reporter
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  } else if ('numPassedTests' in report) {
    // Vitest's JSON reporter (Jest-compatible)
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  }
}
if (stepFailed && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
