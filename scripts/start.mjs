// `npm start` / `pnpm start`: builds the portal, then starts ONE process that serves the API and
// the built portal on one port, with the embedded database and demo data, and prints the URL
// and the demo logins.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '8080';
const host = process.env.HOST ?? '127.0.0.1';
const pnpm = (args, options = {}) =>
  spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', ...options });

if (pnpm(['--filter', '@bq/portal', 'build']).status !== 0) process.exit(1);

const demo = spawnSync(
  'pnpm',
  ['--silent', '--filter', '@bq/server', 'exec', 'tsx', 'src/scripts/demo-logins.ts'],
  { cwd: root, encoding: 'utf8' },
);

const server = spawn('pnpm', ['--filter', '@bq/server', 'exec', 'tsx', 'src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: host,
    STATIC_DIR: fileURLToPath(new URL('../packages/portal/dist', import.meta.url)),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

const url = `http://${host}:${port}/`;
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${url}index.html`)).ok) {
      console.log(`\nBQ Portal is running at ${url}\n${demo.stdout || ''}\nStop with Ctrl+C.\n`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
