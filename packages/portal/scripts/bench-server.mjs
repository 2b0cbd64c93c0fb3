// The real server for a benchmark: in-memory database, demo data, the built portal, on loopback.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Starts it and resolves once it answers; `stop()` ends it and everything it started. */
export async function startBenchServer(port) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  if (!existsSync(`${dist}/index.html`)) throw new Error('build the portal first');
  const base = `http://127.0.0.1:${port}/`;
  const server = spawn('pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('../../server', import.meta.url)),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: dist,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      // Already gone.
    }
  };
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}index.html`)).ok) return { base, stop };
    } catch {
      // Not listening yet; a loaded machine starts slowly.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  stop();
  throw new Error('server did not start');
}
