// `pnpm test:area <name>`: the fast inner loop for one area. Runs every test the area owns in
// `scripts/areas.mjs`: its server test files (on PGlite), the portal unit tests of its feature
// folders, and its e2e specs (against a portal built first if it is missing), then prints one
// line per step. `pnpm test:area finance`; `pnpm test:area finance --list` names the files.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AREAS, owns } from './areas.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const name = process.argv[2];
const area = AREAS.find((a) => a.name === name || a.also?.includes(name));
if (!area) {
  console.error(`usage: pnpm test:area <area>   (${AREAS.map((a) => a.name).join(', ')})`);
  process.exit(2);
}

const owned = (dir, suffix, entries) =>
  readdirSync(`${root}${dir}`)
    .filter((file) => file.endsWith(suffix) && owns(entries, file.slice(0, -suffix.length)))
    .sort();

const serverFiles = owned('packages/server/test', '.test.ts', area.server).map((f) => `test/${f}`);
const e2eFiles = owned('packages/portal/e2e', '.spec.ts', area.e2e);
const unitDirs = area.features
  .map((feature) => `src/features/${feature}`)
  .filter((dir) => existsSync(`${root}packages/portal/${dir}`));
console.log(
  `${area.name}: ${serverFiles.length} server test files, ${unitDirs.length} portal features, ${e2eFiles.length} e2e specs`,
);
if (process.argv.includes('--list')) {
  console.log([...serverFiles, ...unitDirs, ...e2eFiles.map((f) => `e2e/${f}`)].join('\n'));
  process.exit(0);
}

const steps = [];
if (serverFiles.length)
  steps.push(['server', ['--filter', '@bq/server', 'exec', 'vitest', 'run', ...serverFiles]]);
if (unitDirs.length)
  steps.push(['portal unit', ['--filter', '@bq/portal', 'exec', 'vitest', 'run', ...unitDirs]]);
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
      ...e2eFiles,
    ],
  ]);
}
if (steps.length === 0) {
  console.error(`the area ${area.name} owns no tests yet (scripts/areas.mjs)`);
  process.exit(2);
}

const results = steps.map(([step, args]) => {
  const started = Date.now();
  const { status } = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  return { step, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
});
for (const { step, ok, seconds } of results)
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${step} (${seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
