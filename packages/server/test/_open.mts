import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const snap = '/work/main/test-results/e2e-seeded.tar';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
async function open(opts: object) {
  const t0 = performance.now(), c0 = cpu();
  const db = new PGlite({ extensions: { pg_trgm }, loadDataDir: new Blob([readFileSync(snap)]), ...opts });
  await db.waitReady;
  await db.query('select count(*) from users');
  const r = [(performance.now() - t0).toFixed(0), (cpu() - c0).toFixed(2)];
  await db.close();
  return r;
}
const mode = process.argv[2];
if (mode === 'plain') {
  for (let i = 0; i < 3; i++) console.log('plain', await open({}));
} else {
  const dir = '/work/main/packages/server/node_modules/@electric-sql/pglite/dist/';
  const c0 = cpu();
  const pgliteWasmModule = await WebAssembly.compile(readFileSync(dir + 'pglite.wasm'));
  const fsBundle = new Blob([readFileSync(dir + 'pglite.data')]);
  console.log('compile', (cpu() - c0).toFixed(2));
  for (let i = 0; i < 3; i++) console.log('cached', await open({ pgliteWasmModule, fsBundle }));
}
