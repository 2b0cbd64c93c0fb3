// The server's process entry points as plain JavaScript files, for the tests that start them as
// processes: the end-to-end suite (a server for every spec file) and the server tests that kill,
// crash or race processes. `node dist/main.mjs` starts in about two CPU-seconds less than
// `node --import tsx src/main.ts` (no TypeScript loader thread, one file instead of some four
// hundred modules). The workspace's own TypeScript packages are bundled in; every npm dependency
// stays an import from node_modules. Paths to the package's files come from src/package-dir.ts,
// which finds the package folder from dist/ as well as from src/.
//
// Both suites call it in their global setup; the second finds every input older than the bundle
// it wrote (esbuild's metafile lists them) and builds nothing, so a CI run bundles once.
// Run: node scripts/bundle.mjs
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');
const metaFile = join(outdir, 'bundle-meta.json');

/** Entry name → source: each becomes dist/<name>.mjs. */
export const ENTRIES = {
  main: 'src/main.ts',
  'outbox-worker': 'src/scripts/outbox-worker.ts',
  // A test fixture, but a process like the others: the crash test SIGKILLs it mid-write.
  'crash-writer': 'test/fixtures/crash-writer.ts',
  // The end-to-end suite's server, one process per Playwright worker serving file after file.
  'e2e-host': 'test/fixtures/e2e-host.ts',
  // The end-to-end suite's seeded data directory, made once per run before its servers start.
  snapshot: 'src/scripts/snapshot.ts',
};

/** The bundle of `name`, for `node`. */
export const bundlePath = (name) => join(outdir, `${name}.mjs`);

function upToDate() {
  if (!existsSync(metaFile)) return false;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  const entries = Object.keys(ENTRIES);
  if (JSON.stringify(meta.entries) !== JSON.stringify(entries)) return false;
  const outputs = entries.map(bundlePath);
  if (!outputs.every((file) => existsSync(file))) return false;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return meta.inputs.every((file) => existsSync(file) && statSync(file).mtimeMs < built);
}

export async function bundle() {
  if (upToDate()) return false;
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const npmPackages = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bq/'));
  // Built beside and renamed into place: a suite starting meanwhile never runs half a file.
  const staging = `${outdir}/.bundle-${process.pid}`;
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, source]) => [name, join(root, source)]),
    ),
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: npmPackages.flatMap((name) => [name, `${name}/*`]),
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  for (const name of Object.keys(ENTRIES)) {
    for (const suffix of ['.mjs', '.mjs.map']) {
      renameSync(join(staging, `${name}${suffix}`), join(outdir, `${name}${suffix}`));
    }
  }
  rmSync(staging, { recursive: true, force: true });
  const inputs = Object.keys(result.metafile.inputs).map((file) => resolve(process.cwd(), file));
  writeFileSync(metaFile, JSON.stringify({ entries: Object.keys(ENTRIES), inputs }));
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await bundle();
  console.log(built ? `server bundled into ${outdir}` : `server bundle in ${outdir} is up to date`);
}
