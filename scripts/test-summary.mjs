// Sums every runner's JSON report in test-results/ into the one closing line CI reads:
// "N passed, N failed". A failed step with no failure in a report of its own (lint, a build, a
// size budget, a runner that crashed before reporting) still counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = new URL('../test-results/', import.meta.url).pathname;
const stepFailed = process.argv.includes('--step-failed');
let passed = 0;
let failed = 0;
const failedIn = new Map();
/** The failing tests by name, printed above the total: CI shows only the end of its output. */
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';
/**
 * A failure's first line and, for a property that failed, the input and the error that broke it
 * (fast-check's first line says only "Property failed after N tests").
 */
const gist = (text) => {
  const lines = stripVTControlCharacters(String(text ?? '')).split('\n');
  const cause = lines
    .map((line) => line.trim())
    .filter((line) => /^(\{ seed:|Counterexample:|Got error:|Caused by:)/.test(line))
    .map((line) => line.slice(0, 400));
  return [firstLine(text), ...cause].join(' | ');
};

function playwrightFailures(suite, titles) {
  for (const child of suite.suites ?? []) playwrightFailures(child, [...titles, child.title]);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const result = test.results?.at(-1);
      // A timeout's own error says only "Test timeout"; the step it stopped in (and where) is in
      // the further errors, so each is named with its call log's last wait and its line.
      const errors = (result?.errors?.length ? result.errors : [result?.error]).filter(Boolean);
      const said = errors.map((error) => {
        const text = stripVTControlCharacters(String(error.message ?? ''));
        const waiting = text
          .split('\n')
          .filter((line) => /waiting for/.test(line))
          .at(-1)
          ?.trim()
          .slice(0, 160);
        const where = error.location
          ? ` (${error.location.file.replace(/^.*\//, '')}:${error.location.line})`
          : '';
        return `${firstLine(text)}${waiting ? ` [${waiting}]` : ''}${where}`;
      });
      failures.push(`${[...titles, spec.title].filter(Boolean).join(' › ')}: ${said.join(' | ')}`);
    }
  }
}
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith('.json') || file === 'steps.json') continue;
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  let fileFailed = 0;
  if (report.stats && 'expected' in report.stats) {
    // Playwright's JSON reporter
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    fileFailed = report.stats.unexpected;
    for (const suite of report.suites ?? []) playwrightFailures(suite, []);
  } else if ('numPassedTests' in report) {
    // Vitest's JSON reporter (Jest-compatible)
    passed += report.numPassedTests;
    // A file that failed without a failing test of its own (it did not load) counts once; a
    // file's failing tests are already counted.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) =>
        file.status === 'failed' &&
        !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    fileFailed = report.numFailedTests + brokenFiles;
    for (const result of report.testResults ?? []) {
      const where = result.name.replace(/^.*\/packages\//, '');
      const tests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (result.status === 'failed' && tests.length === 0)
        failures.push(`${where}: ${firstLine(result.message)}`);
      for (const test of tests)
        failures.push(`${where} › ${test.fullName}: ${gist(test.failureMessages?.[0])}`);
    }
  }
  failed += fileFailed;
  failedIn.set(file, fileFailed);
}
const stepsFile = join(dir, 'steps.json');
const steps = existsSync(stepsFile) ? JSON.parse(readFileSync(stepsFile, 'utf8')).steps : [];
for (const step of steps) {
  if (!step.ok && !(step.report && failedIn.get(step.report) > 0)) {
    failed += 1;
    failures.push(`step "${step.name}" failed (its output is above)`);
  }
}
if (failures.length > 0) {
  console.log('Failed:');
  for (const line of failures.slice(0, 30)) console.log(`  ${line}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}
if (stepFailed && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
