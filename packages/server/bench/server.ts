/**
 * `pnpm --filter @bq/server bench`: starts the server as a child process on loopback (fresh PGlite
 * data dir with demo data, or DATABASE_URL), logs in as the demo agent and loads getNum and
 * getUnreadNum with autocannon for BENCH_SECONDS (default 10) each, printing req/s and p50/p99.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { PRODUCTION_ENV } from './bench-database.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const address = s.address();
    s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'bq-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...PRODUCTION_ENV,
    // Production takes the demo accounts only when asked by name (issue 9 §8).
    SEED_DEMO: '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}/api`;
let exited = false;
server.once('exit', () => {
  exited = true;
});

/**
 * The server's own CPU seconds (Linux /proc), so the bench also reports CPU per request: on a
 * shared, busy machine req/s measures the neighbours, CPU per request measures the server.
 */
function serverCpuSeconds(): number | null {
  try {
    const fields =
      readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function post(pathname: string, body: string, token?: string) {
  const res = await fetch(`${base}/${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: token } : {}),
    },
    body,
  });
  return (await res.json()) as { code: number; message: string; data: { token?: string } };
}

try {
  // First start creates the PGlite data dir and the demo data: seconds, more on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      await post('general/unauth/loginByEmail', '');
      break;
    } catch {
      if (exited || Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const login = await post(
    'general/unauth/loginByEmail',
    `email=agent%40bq.example.com&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  );
  const token = login.data.token;
  if (!token) throw new Error(`login failed: ${login.message}`);

  console.log(
    `bench: ${seconds} s per endpoint, ${connections} connections, loopback, server pid ${server.pid}`,
  );
  for (const call of ['bq/application/getNum', 'bq/messageStation/getUnreadNum']) {
    const check = await post(call, '', token);
    if (check.code !== 200) throw new Error(`${call}: ${check.message}`);
    const cpuBefore = serverCpuSeconds();
    const result = await autocannon({
      url: `${base}/${call}`,
      method: 'POST',
      headers: { authorization: token },
      connections,
      duration: seconds,
    });
    const cpuAfter = serverCpuSeconds();
    const cpuPerRequest =
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
    console.log(
      `${call.padEnd(32)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}` +
        (cpuPerRequest === null
          ? ''
          : `   server CPU ${cpuPerRequest.toFixed(2)} ms/req (≈ ${Math.round(1000 / cpuPerRequest)} req/s per core)`),
    );
  }
} finally {
  if (!exited) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
