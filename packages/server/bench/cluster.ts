/**
 * `pnpm bench:cluster` (issue 29 item 6): several server processes on one PostgreSQL behind a real
 * reverse proxy (Debian's nginx), all on loopback and all started and stopped here. It checks that
 * what one process decides holds on the others (a logout, a role change, the login throttle), that
 * the proxy's client address reaches the server through TRUST_PROXY, then runs the load script
 * (bench/load.ts) through the proxy and prints its figures. Then the operator's failures: one
 * process killed (`kill -9`) in the middle of a load run, which nginx routes around with no
 * failed request, and PostgreSQL stopped and started again, which every process's `/readyz`
 * follows (503, then 200). Run through scripts/with-postgres.sh (the package script does); nginx
 * comes from `apt-get install nginx-light`.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODES, MODULE_IDS } from '@bq/contract';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { benchDatabase, PRODUCTION_ENV } from './bench-database.js';
import { type Answer, checks, freePort, pause, post, ready } from './bench-processes.js';
import { callsMade, runLoad } from './load.js';

const PROCESSES = Math.max(2, Math.min(Number(process.env.CLUSTER_PROCESSES ?? 2), 4));
/** Short, so the checks wait seconds, not minutes; production keeps its own. */
const CACHE_SECONDS = 2;
/** The scraper's token of this run's servers (a throw-away; production sets its own). */
const METRICS_TOKEN = `bench-metrics-${Date.now()}-0123456789abcdef`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!NGINX) {
  console.error('bench:cluster needs nginx: apt-get install -y nginx-light');
  process.exit(2);
}

async function login(base: string, email: string, password = DEMO_PASSWORD) {
  const answer = await post(base, 'general/unauth/loginByEmail', { email, password });
  const token = (answer.data as { token?: string } | null)?.token;
  if (!token) throw new Error(`login ${email} at ${base}: ${answer.message}`);
  return token;
}

function startServer(url: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SESSION_CACHE_SECONDS: String(CACHE_SECONDS),
      TRUST_PROXY: 'loopback',
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
      ...PRODUCTION_ENV,
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

function nginxConfig(dir: string, listen: number, ports: number[]) {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(`${dir}/${sub}`);
  // As root nginx would drop its workers to `nobody`, who cannot write the temp folders here.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 6m;
  upstream bq {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://bq;
      proxy_next_upstream error http_503 non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

/** Uses `use` every 200 ms until it answers `refused`; the milliseconds it took. */
async function refusedWithin(use: () => Promise<Answer>, refused: number) {
  const since = Date.now();
  for (;;) {
    const answer = await use();
    if (answer.code === refused) return Date.now() - since;
    if (answer.code !== 200) throw new Error(`unexpected ${answer.code}: ${answer.message}`);
    if (Date.now() - since > 10 * CACHE_SECONDS * 1000) throw new Error('never refused');
    await pause(200);
  }
}

const { check, print } = checks();

const { url, drop } = await benchDatabase();
if (!url) throw new Error('bench:cluster runs on PostgreSQL: use `pnpm bench:cluster`');
const dir = mkdtempSync(path.join(tmpdir(), 'bq-cluster-'));
const ports = await Promise.all(Array.from({ length: PROCESSES }, freePort));
const proxyPort = await freePort();
const children: ChildProcess[] = [];
let nginx: ChildProcess | null = null;
try {
  // The first process migrates and seeds; the others start on the database it made.
  for (const port of ports) {
    const child = startServer(url, port);
    children.push(child);
    await ready(`http://127.0.0.1:${port}`, child);
  }
  writeFileSync(`${dir}/nginx.conf`, nginxConfig(dir, proxyPort, ports));
  execFileSync(NGINX, ['-t', '-q', '-c', `${dir}/nginx.conf`, '-p', dir]);
  nginx = spawn(NGINX, ['-c', `${dir}/nginx.conf`, '-p', dir], { stdio: 'inherit' });
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];
  await ready(proxy, nginx);
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();
  console.log(
    `bench:cluster: ${PROCESSES} server processes on one PostgreSQL behind ${version} on ${proxy}`,
  );

  // 1. A login through the proxy holds on every process (the calls alternate between them).
  const token = await login(proxy, 'agent@bq.example.com');
  const answers = await Promise.all(
    Array.from({ length: 4 * PROCESSES }, () =>
      post(proxy, 'bq/application/getNum', {}, { token }),
    ),
  );
  check(
    'a login through the proxy is known to every process',
    answers.every((x) => x.code === 200),
    `${answers.length} calls`,
  );

  // 2. A logout on one process is refused by another within the session cache time.
  const second = await login(a, 'mentor@bq.example.com');
  await post(a, 'general/user/logout', {}, { token: second });
  const logout = await refusedWithin(
    () => post(b, 'bq/application/getNum', {}, { token: second }),
    CODES.tokenInvalid,
  );
  check('a logout on one process ends the session on another', true, `${logout} ms`);

  // 3. A role edit on one process takes the page away on another.
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const role = (await db.query("SELECT id FROM roles WHERE name = 'Approver'")).rows[0] as {
    id: number;
  };
  const held = (await db.query('SELECT module_id FROM role_modules WHERE role_id = $1', [role.id]))
    .rows as { module_id: string }[];
  await db.end();
  const approver = await login(a, 'approver@bq.example.com');
  const admin = await login(a, 'admin@bq.example.com');
  const queue = () => post(b, 'bq/application/search', {}, { token: approver, json: true });
  const kept = held.map((m) => m.module_id).filter((id) => id !== MODULE_IDS['approval/examine']);
  await post(
    a,
    'general/admin-role/updateRoleByIdJson',
    { id: role.id, moduleIds: kept.join(',') },
    { token: admin },
  );
  const roleChange = await refusedWithin(queue, CODES.forbidden);
  check('a role change on one process holds on another', true, `${roleChange} ms`);

  // 4. The login throttle counts on every process: failures on one refuse the address on another.
  let refusedAt = -1;
  for (let n = 1; n <= 12 && refusedAt < 0; n++) {
    const target = n % 2 === 0 ? a : b;
    const tried = await post(target, 'general/unauth/loginByEmail', {
      email: 'agent.nolicense@bq.example.com',
      password: 'not-the-password',
    });
    if (tried.code === CODES.tooMany) refusedAt = n;
  }
  const right = await post(proxy, 'general/unauth/loginByEmail', {
    email: 'agent.nolicense@bq.example.com',
    password: DEMO_PASSWORD,
  });
  check(
    'the login throttle holds across processes',
    refusedAt === 11 && right.code === CODES.tooMany,
    `failures alternated between two processes; refused at try ${refusedAt}, then the right password through the proxy: ${right.code}`,
  );

  // 5. The client's address reaches the server through the proxy (TRUST_PROXY=loopback): the
  //    per-client count keys on it, so one client's failures do not refuse another behind nginx.
  const other = await post(
    proxy,
    'general/unauth/loginByEmail',
    { email: 'lecturer@bq.example.com', password: DEMO_PASSWORD },
    { forwardedFor: '203.0.113.9' },
  );
  check(
    'a client behind the proxy signs in with its own address',
    other.code === 200,
    `${other.code}`,
  );

  // 6. The load script through the proxy.
  const failed = await runLoad(`${proxy}/api`, `nginx → ${PROCESSES} processes → PostgreSQL`);
  check('the load through the proxy has no error', failed === 0, `${failed} errors`);

  // The scrapers see every call the load made, each by its contract name, summed over processes.
  const scraped = new Set<string>();
  for (const port of ports) {
    const text = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((res) => res.text());
    for (const match of text.matchAll(/^bq_call_duration_seconds_count\{[^}]*call="([^"]+)"/gm))
      scraped.add(match[1] as string);
  }
  const made = callsMade();
  const unseen = made.filter((call) => !scraped.has(call));
  check(
    'the metrics show every call the load made',
    made.length > 0 && unseen.length === 0,
    `${made.length} calls made, ${unseen.length} not in /metrics${unseen.length ? `: ${unseen.join(', ')}` : ''}`,
  );

  // 7. A process dies in the middle of a load run: nginx hands what it cannot reach, and what
  //    the dead process dropped, to the next one (proxy_next_upstream error), so no call fails.
  const victim = children[1] as ChildProcess;
  const killAfterMs = 5_000;
  const killer = pause(killAfterMs).then(() => victim.kill('SIGKILL'));
  const duringDeath = await runLoad(
    `${proxy}/api`,
    `nginx → ${PROCESSES} processes, one killed with SIGKILL after ${killAfterMs / 1000} s`,
    { seconds: 15 },
  );
  await killer;
  check(
    'a process killed under load is routed around',
    duringDeath === 0,
    `${duringDeath} errors; the process exited with ${victim.signalCode}`,
  );
  const restarted = startServer(url, ports[1] as number);
  children[1] = restarted;
  await ready(b, restarted);

  // 8. PostgreSQL goes away and comes back: every process's /readyz says so, within seconds.
  const pgCtl = process.env.TEST_PG_CTL;
  if (pgCtl) {
    const bases = ports.map((p) => `http://127.0.0.1:${p}`);
    const readiness = async () =>
      Promise.all(
        bases.map((base) =>
          fetch(`${base}/readyz`)
            .then((res) => res.status)
            .catch(() => 0),
        ),
      );
    const until = async (status: number) => {
      const since = Date.now();
      for (;;) {
        const seen = await readiness();
        if (seen.every((s) => s === status)) return Date.now() - since;
        if (Date.now() - since > 60_000) throw new Error(`readyz stayed ${seen.join(',')}`);
        await pause(200);
      }
    };
    const before = await readiness();
    execFileSync('bash', ['-c', `${pgCtl} stop -m fast`], { stdio: 'ignore' });
    const down = await until(503);
    execFileSync('bash', ['-c', `${pgCtl} start -w -o "${process.env.TEST_PG_OPTS ?? ''}"`], {
      stdio: 'ignore',
    });
    const up = await until(200);
    check(
      '/readyz follows PostgreSQL away and back',
      before.every((s) => s === 200),
      `before ${before.join(',')}; 503 on every process ${down} ms after it stopped, 200 again ${up} ms after it started`,
    );
  } else {
    check(
      '/readyz follows PostgreSQL away and back',
      false,
      'TEST_PG_CTL not set: run through with-postgres.sh',
    );
  }

  print();
} finally {
  nginx?.kill('SIGQUIT');
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    [...children, ...(nginx ? [nginx] : [])].map(
      (c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r))),
    ),
  );
  rmSync(dir, { recursive: true, force: true });
  await drop();
}
