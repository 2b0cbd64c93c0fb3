/**
 * `pnpm bench:load` (issue 29 item 5): a busy Monday on one server, on loopback only. STAFF
 * simulated people (default 200) work for SECONDS (default 60), each with a think time between
 * steps: they poll the badges, read lists, open records, save a preference and upload a photo.
 * The script prints req/s, p50/p99 of reads and of writes, and every error; it exits non-zero on
 * any error. PGlite by default; `--postgres` a throw-away database (through
 * scripts/with-postgres.sh); `--target <url>` loads a running server (the several-servers
 * script's proxy) instead of starting one; `--tracing` starts it with traces on, sent by OTLP to a
 * stand-in collector in this process that counts what arrives (`pnpm bench:tracing` runs the
 * same load without and with, to measure what tracing costs).
 *
 * The simulated people share the demo staff accounts (one session per account, as several tabs
 * of one person would): 200 logins at once would measure password hashing, not a Monday.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allCalls } from '@bq/contract';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { benchDatabase, PRODUCTION_ENV, percentile } from './bench-database.js';

const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/** Bounded whatever is asked: this is a loopback benchmark, not a weapon. */
const STAFF = Math.min(Number(process.env.LOAD_STAFF ?? 200), 500);
const SECONDS = Math.min(Number(process.env.LOAD_SECONDS ?? 60), 300);
/**
 * `LOAD_MIX=lists` (`pnpm bench:lists`): every step reads a list page, the call a person waits on
 * most, to measure list p99 alone; the default mix is a working day's.
 */
const LISTS_ONLY = process.env.LOAD_MIX === 'lists';
const target = argValue('--target');
const TRACING = process.argv.includes('--tracing');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (target && !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(target)) {
  throw new Error(`--target must be a loopback address (http://127.0.0.1:PORT), not ${target}`);
}

const ENCODING = new Map(allCalls().map(({ call }) => [call.path, call.encoding]));

const ACCOUNTS = [
  'admin@bq.example.com',
  'agent@bq.example.com',
  'mentor@bq.example.com',
  'agent.noboard@bq.example.com',
  'multi@bq.example.com',
  'lecturer@bq.example.com',
  'finance@bq.example.com',
  'approver@bq.example.com',
];

/** A 1×1 PNG: the smallest photo the server decodes and keeps. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Kind = 'read' | 'write';
const times: Record<Kind, number[]> = { read: [], write: [] };
const errors = new Map<string, number>();
const byCall = new Map<string, number>();

/** Every call the load has made so far in this process, by its contract path. */
export const callsMade = (): string[] => [...byCall.keys()];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Envelope = { code: number; message: string; data: Record<string, unknown> | null };

async function send(base: string, call: string, body: object, token?: string, file?: Buffer) {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  let payload: string | FormData;
  if (file) {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.append(k, String(v));
    form.append('file', new Blob([file], { type: 'image/png' }), 'photo.png');
    payload = form;
  } else if (ENCODING.get(call) === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  }
  const res = await fetch(`${base}/${call}`, { method: 'POST', headers, body: payload });
  const text = await res.text();
  try {
    return { status: res.status, ...(JSON.parse(text) as Envelope) };
  } catch {
    return { status: res.status, code: res.status, message: text.slice(0, 120), data: null };
  }
}

/** One measured call: its time goes to reads or writes, a failure to the errors by call. */
async function measured(
  base: string,
  kind: Kind,
  call: string,
  body: object,
  token: string,
  file?: Buffer,
) {
  const started = performance.now();
  try {
    const answer = await send(base, call, body, token, file);
    times[kind].push(performance.now() - started);
    byCall.set(call, (byCall.get(call) ?? 0) + 1);
    if (answer.status !== 200 || answer.code !== 200) {
      const key = `${call}: ${answer.status}/${answer.code} ${answer.message}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      return null;
    }
    return answer.data;
  } catch (error) {
    const key = `${call}: ${(error as Error).message}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
    return null;
  }
}

interface Account {
  email: string;
  token: string;
  /** What the account's role opens: the case list, or its own messages only. */
  cases: boolean;
  agent: boolean;
}

async function signIn(base: string, email: string): Promise<Account> {
  const login = await send(base, 'general/unauth/loginByEmail', { email, password: DEMO_PASSWORD });
  const token = (login.data as { token?: string } | null)?.token;
  if (!token) throw new Error(`login ${email}: ${login.message}`);
  const cases = await send(base, 'bq/tran/case/search', { pageSize: 1 }, token);
  const details = await send(base, 'bq/agentInfo/getPersonalDetails', {}, token);
  const agentInfo = (details.data as { agentInfo?: { agentId?: number } } | null)?.agentInfo;
  return { email, token, cases: cases.code === 200, agent: !!agentInfo?.agentId };
}

/**
 * Accounts with an upload under way: the simulated people of one account are one person's tabs,
 * and the server lets a person have only a few uploads in flight (UPLOADS_PER_USER).
 */
const uploading = new Set<string>();

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Think time between steps: 0.5 to 1.5 s, as a person reads what they opened. */
const think = () => pause(500 + Math.random() * 1000);

/** One simulated person's morning: the steps in the proportions of a working day. */
async function person(base: string, me: Account, until: number) {
  const seen: number[] = [];
  await pause(Math.random() * 1000);
  while (Date.now() < until) {
    const roll = LISTS_ONLY ? 0.5 : Math.random();
    if (roll < 0.4) {
      await measured(base, 'read', 'bq/application/getNum', {}, me.token);
      await measured(base, 'read', 'bq/messageStation/getUnreadNum', {}, me.token);
    } else if (roll < 0.65) {
      if (me.cases) {
        const page = (await measured(
          base,
          'read',
          'bq/tran/case/search',
          { pageSize: 20, sortBy: 'updatedAt', sortOrder: 'desc' },
          me.token,
        )) as { list?: { id: number }[] } | null;
        for (const row of page?.list ?? []) if (!seen.includes(row.id)) seen.push(row.id);
      } else {
        await measured(
          base,
          'read',
          'bq/messageStation/getMessageList',
          { pageSize: 20 },
          me.token,
        );
      }
    } else if (roll < 0.85) {
      const id = seen[Math.floor(Math.random() * seen.length)];
      if (id) await measured(base, 'read', 'bq/tran/case/get', { id }, me.token);
      else await measured(base, 'read', 'bq/agentInfo/getPersonalDetails', {}, me.token);
    } else if (roll < 0.96 || !me.agent || uploading.has(me.email)) {
      const delivery = ['station', 'email', 'both'][Math.floor(Math.random() * 3)];
      await measured(
        base,
        'write',
        'bq/messagePreference/update',
        { code: 'case-submitted', delivery },
        me.token,
      );
    } else {
      uploading.add(me.email);
      await measured(
        base,
        'write',
        'bq/agentInfo/uploadPersonalPhoto',
        { fileName: 'photo.png', mime: 'image/png' },
        me.token,
        PNG,
      ).finally(() => uploading.delete(me.email));
    }
    await think();
  }
}

function line(kind: Kind) {
  const sorted = [...times[kind]].sort((a, b) => a - b);
  return `${kind.padEnd(6)} ${String(sorted.length).padStart(7)} calls   p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1).padStart(7)} ms`;
}

export async function runLoad(base: string, label: string, options: { seconds?: number } = {}) {
  const seconds = options.seconds ?? SECONDS;
  for (const kind of ['read', 'write'] as const) times[kind].length = 0;
  errors.clear();
  const accounts: Account[] = [];
  for (const email of ACCOUNTS) accounts.push(await signIn(base, email));
  console.log(
    `\nload on ${label}: ${STAFF} simulated staff for ${seconds} s over ${accounts.length} accounts (loopback)${LISTS_ONLY ? ', list calls only' : ''}`,
  );
  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: STAFF }, (_, n) =>
      person(base, accounts[n % accounts.length] as Account, until),
    ),
  );
  const elapsed = (Date.now() - started) / 1000;
  const total = times.read.length + times.write.length;
  console.log(`${(total / elapsed).toFixed(1)} req/s over ${elapsed.toFixed(1)} s`);
  console.log(line('read'));
  console.log(line('write'));
  const failed = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(`errors ${failed}`);
  for (const [what, n] of errors) console.log(`  ${n} × ${what}`);
  return failed;
}

/**
 * A stand-in OTLP collector on loopback: answers every export at once and counts the requests and
 * bytes, so the load pays for making, batching and sending spans but not for a real backend.
 */
async function startCollector() {
  const received = { exports: 0, bytes: 0 };
  const server = createHttpServer((req, res) => {
    req.on('data', (chunk: Buffer) => {
      received.bytes += chunk.length;
    });
    req.on('end', () => {
      received.exports += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  if (target) return runLoad(`${target.replace(/\/$/, '')}/api`, target);
  const { url, drop } = await benchDatabase();
  const collector = TRACING ? await startCollector() : null;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bq-load-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir }),
      LOG_LEVEL: 'warn',
      ...PRODUCTION_ENV,
      SEED_DEMO: '1',
      ...(collector ? { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: collector.url } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  const base = `http://127.0.0.1:${port}/api`;
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      try {
        await send(base, 'general/unauth/loginByEmail', {});
        break;
      } catch {
        if (exited || Date.now() > deadline) throw new Error('server did not start');
        await pause(250);
      }
    }
    const label = `${url ? 'PostgreSQL' : 'PGlite'}, tracing ${collector ? 'on' : 'off'}`;
    return await runLoad(base, label);
  } finally {
    if (!exited) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (collector) {
      const { exports, bytes } = collector.received;
      console.log(`traces: ${exports} OTLP exports, ${(bytes / 1024).toFixed(0)} KB received`);
      await collector.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

// Imported by the several-servers script for `runLoad`; run as a script, it loads one server.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const failed = await main();
  process.exitCode = failed > 0 ? 1 : 0;
}
