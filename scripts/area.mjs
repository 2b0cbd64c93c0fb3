// `pnpm test:area <name>`: the fast inner loop for one area. Runs the server test files whose
// names start with the area (on PGlite), the portal's unit tests under features/<name>, and the
// e2e specs whose names start with it (against a portal built first if it is missing), then
// prints one line per step. `pnpm test:area institute`, `pnpm test:area cases`, …
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const area = process.argv[2];
if (!area || !/^[a-z-]+$/.test(area)) {
  console.error('usage: pnpm test:area <area>   (e.g. institute, cases, people, messages)');
  process.exit(2);
}

const starts = (dir, suffix) =>
  readdirSync(`${root}${dir}`)
    .filter((file) => file.startsWith(area) && file.endsWith(suffix))
    .map((file) => `${dir.split('/').slice(2).join('/')}/${file}`.replace(/^\//, ''));

const serverFiles = starts('packages/server/test', '.test.ts');
const e2eFiles = starts('packages/portal/e2e', '.spec.ts');
const unitDir = `src/features/${area}`;
const hasUnit = existsSync(`${root}packages/portal/${unitDir}`);

const steps = [];
if (serverFiles.length)
  steps.push(['server', ['--filter', '@bq/server', 'exec', 'vitest', 'run', ...serverFiles]]);
if (hasUnit)
  steps.push(['portal unit', ['--filter', '@bq/portal', 'exec', 'vitest', 'run', unitDir]]);
if (e2eFiles.length) {
  if (!existsSync(`${root}packages/portal/dist/index.html`))
    steps.push(['portal build', ['--filter', '@bq/portal', 'build']]);
  steps.push([
    'e2e',
    [
      '--filter',
      '@bq/portal',
      'exec',
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      ...e2eFiles.map((f) => f.replace(/^e2e\//, '')),
    ],
  ]);
}
if (steps.length === 0) {
  console.error(`nothing is named after "${area}" in server tests, portal features or e2e specs`);
  process.exit(2);
}

const results = steps.map(([name, args]) => {
  const started = Date.now();
  const { status } = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  return { name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
});
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
