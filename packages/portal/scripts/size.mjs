// Size budget of the built portal (issue #5), checked by size, never by time:
// - the JS needed before the login screen is interactive: the entry chunk, the login page chunk
//   and every chunk they import statically (what the browser must fetch before the form works);
// - every lazily loaded page chunk on its own;
// - shared chunks (vendor and ui pieces several pages use) are reported, not budgeted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET = 110 * 1024;
const PAGE_BUDGET = 30 * 1024;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const login = Object.keys(manifest).find((key) =>
  key.endsWith('features/auth/pages/LoginPage.tsx'),
);
if (!entry || !login) throw new Error('manifest has no entry or no login page chunk');
const firstLoad = closure([entry, login]);
const firstLoadBytes = [...firstLoad].reduce((sum, key) => sum + gz(manifest[key].file), 0);

const pages = Object.keys(manifest).filter((key) => /\/pages\/[^/]+\.tsx$/.test(key));
const shared = Object.keys(manifest).filter(
  (key) => key.startsWith('_') && manifest[key].file.endsWith('.js'),
);

let failed = false;
const rows = [];
const check = (name, bytes, budget) => {
  const ok = budget === undefined || bytes <= budget;
  failed ||= !ok;
  rows.push(
    `${ok ? 'ok  ' : 'OVER'} ${name.padEnd(58)} ${kb(bytes).padStart(10)}${budget ? ` / ${kb(budget)}` : ''}`,
  );
};

check('before the login screen is interactive', firstLoadBytes, LOGIN_BUDGET);
for (const key of [...firstLoad]) check(`  ${manifest[key].file}`, gz(manifest[key].file));
for (const key of pages)
  check(`page ${key.replace(/^.*\/features\//, '')}`, gz(manifest[key].file), PAGE_BUDGET);
for (const key of shared.filter((key) => !firstLoad.has(key)))
  check(`shared ${manifest[key].file}`, gz(manifest[key].file));

console.log(`gzip -9 sizes of packages/portal/dist\n${rows.join('\n')}`);
if (failed) {
  console.error('portal size budget exceeded');
  process.exit(1);
}
