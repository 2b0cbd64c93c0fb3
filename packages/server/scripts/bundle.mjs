// The server as one plain JavaScript file, for the end-to-end suite, which starts a server for
// every spec file: `node dist/main.mjs` starts in about two CPU-seconds less than `tsx src/main.ts`
// (no TypeScript loader thread, no second process, one file instead of some four hundred modules).
// The workspace's own TypeScript packages are bundled in; every npm dependency stays an import
// from node_modules. Paths to the package's files come from src/package-dir.ts, which finds the
// package folder from dist/ as well as from src/.
// Run: node scripts/bundle.mjs [outfile]   (default dist/main.mjs)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const npmPackages = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bq/'));

const outfile = resolve(process.argv[2] ?? join(root, 'dist/main.mjs'));
await build({
  entryPoints: [join(root, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: npmPackages.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`server bundled into ${outfile}`);
