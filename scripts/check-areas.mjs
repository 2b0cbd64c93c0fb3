// Every server test file, portal feature folder and e2e spec belongs to exactly one area of
// `scripts/areas.mjs`, so `pnpm test:area <name>` runs all of an area's tests and a new test is
// placed when it is written. Run by `pnpm lint`.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AREAS, ownersOf } from './areas.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bases = (dir, suffix) =>
  readdirSync(`${root}${dir}`)
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.slice(0, -suffix.length));

const things = [
  ['server', 'packages/server/test', bases('packages/server/test', '.test.ts')],
  ['e2e', 'packages/portal/e2e', bases('packages/portal/e2e', '.spec.ts')],
  [
    'features',
    'packages/portal/src/features',
    readdirSync(`${root}packages/portal/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  ],
];

const wrong = [];
let counted = 0;
for (const [kind, dir, names] of things) {
  for (const name of names) {
    counted += 1;
    const owners = ownersOf(kind, name).map((area) => area.name);
    if (owners.length !== 1)
      wrong.push(
        `${dir}/${name}: ${owners.length === 0 ? 'in no area' : `in ${owners.join(' and ')}`} (scripts/areas.mjs, "${kind}")`,
      );
  }
}
if (wrong.length > 0) {
  console.error(`Each test and feature belongs to one area:\n${wrong.join('\n')}`);
  process.exit(1);
}
console.log(`check-areas: ${counted} test files and features in ${AREAS.length} areas`);
