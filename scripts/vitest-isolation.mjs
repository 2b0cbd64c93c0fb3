// Test files share one module graph per worker (`isolate: false`): importing the app, React and
// happy-dom once instead of once per file cut the ui and portal unit suites from about 240 s to
// 30 s and the server's PGlite suite from about 780 s to 215 s on two cores. A file that replaces
// a module with `vi.mock` needs a graph of its own (a module another file already imported would
// stay unmocked), so such files run in an isolated project; the split is read from the files
// themselves, so a new mock needs no list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MOCKS_A_MODULE = /\bvi\.(do)?[mM]ock\(/;

/** The test files under `dir` of a package, as paths relative to the package. */
export function testFiles(packageDir, dir) {
  return readdirSync(join(packageDir, dir), { recursive: true })
    .map((file) => `${dir}/${String(file).split('\\').join('/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file));
}

/** Inline Vitest projects for `files`: shared modules, and isolated for the files that mock. */
export function isolationProjects(packageDir, files, name) {
  const mocking = files.filter((file) =>
    MOCKS_A_MODULE.test(readFileSync(join(packageDir, file), 'utf8')),
  );
  const shared = files.filter((file) => !mocking.includes(file));
  return [
    ...(shared.length > 0
      ? [{ extends: true, test: { name, include: shared, isolate: false } }]
      : []),
    ...(mocking.length > 0
      ? [{ extends: true, test: { name: `${name} (mocks)`, include: mocking, isolate: true } }]
      : []),
  ];
}
