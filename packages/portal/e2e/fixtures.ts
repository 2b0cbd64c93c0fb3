import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

/**
 * Every spec file meets the same data: each worker gives every spec file a server of its own,
 * started from the seeded snapshot (e2e/global-setup.ts). No spec sees what another created, so
 * none masks or undoes another's data. A server takes seconds to start on busy cores, so each
 * worker keeps the next one starting while the current file runs (two ports a worker, in turn).
 */
const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
const portalDist = fileURLToPath(new URL('../dist', import.meta.url));
const logs = fileURLToPath(new URL('../../../test-results/portal-e2e-servers', import.meta.url));
const BASE_PORT = Number(process.env.E2E_PORT ?? 8190);

/**
 * The server as global setup bundled it (plain JavaScript: no TypeScript loader per start).
 * `--liftoff-only` keeps V8 from recompiling PGlite's WebAssembly with its optimising compiler in
 * the background at every start, about two CPU-seconds each; the baseline code answers the few
 * queries a journey makes as fast as anyone notices.
 */
const SERVER_ARGS = [
  // Stack traces in the server's log name the TypeScript lines, except in CI (nobody opens its
  // logs; reading the source map costs each start about 0.2 CPU-seconds).
  ...(process.env.CI ? [] : ['--enable-source-maps']),
  '--liftoff-only',
  `${serverDir}/dist/main.mjs`,
];

/** One server process on one port, on its own copy of the seeded data directory. */
class Server {
  readonly ready: Promise<void>;
  private readonly child: ChildProcess;
  private readonly dataDir: string;
  private log: string;

  constructor(readonly port: number) {
    const snapshot = process.env.E2E_SNAPSHOT;
    if (!snapshot || !existsSync(snapshot))
      throw new Error('no seeded snapshot: global setup did not run');
    // A copy of a closed data directory is a database as it was: 42 MB copied in a tenth of a
    // second, opened without unpacking an archive into memory.
    this.dataDir = mkdtempSync(join(tmpdir(), 'bq-e2e-'));
    cpSync(snapshot, this.dataDir, { recursive: true });
    this.log = `${logs}/${port}-spare-${Date.now()}.log`;
    const log = createWriteStream(this.log);
    this.child = spawn(process.execPath, SERVER_ARGS, {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        STATIC_DIR: portalDist,
        EXPOSE_OUTBOX: '1',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
    });
    this.child.stdout?.pipe(log);
    this.child.stderr?.pipe(log);
    const exited = new Promise<never>((_, reject) =>
      this.child.once('exit', (code) =>
        reject(new Error(`the e2e server on :${port} exited (${code}); see ${this.log}`)),
      ),
    );
    this.ready = Promise.race([this.answering(), exited]);
    // Awaited when the server is taken; until then a failed start must not be an unhandled one.
    this.ready.catch(() => {});
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/`;
  }

  /** Names the log after the spec file the server is given to. */
  serves(file: string): void {
    const name = file.replace(/^.*\//, '').replace(/\.spec\.ts$/, '');
    const log = `${logs}/${this.port}-${name}.log`;
    renameSync(this.log, log);
    this.log = log;
  }

  private async answering(): Promise<void> {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${this.url}index.html`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`the e2e server on :${this.port} did not answer within 90 s`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A worker's servers: the one serving the current spec file, and the next one starting. */
class SpecServers {
  private current: { file: string; server: Server } | null = null;
  private spare: Server | null = null;
  private turn = 0;

  constructor(private readonly ports: readonly [number, number]) {}

  private start(): Server {
    const server = new Server(this.ports[this.turn % 2] as number);
    this.turn += 1;
    return server;
  }

  /** The server for `file`: the running one if it already serves that file, else the spare. */
  async serve(file: string): Promise<string> {
    if (this.current?.file === file) return this.current.server.url;
    // The old server frees its port before the spare after next is started on it.
    await this.current?.server.stop();
    const server = this.spare ?? this.start();
    this.current = { file, server };
    this.spare = null;
    await server.ready;
    server.serves(file);
    this.spare = this.start();
    return server.url;
  }

  async stop(): Promise<void> {
    await Promise.all([this.current?.server.stop(), this.spare?.stop()]);
    this.current = null;
    this.spare = null;
  }
}

export const test = base.extend<{ specServer: string }, { servers: SpecServers }>({
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const index = workerInfo.parallelIndex;
      const servers = new SpecServers([BASE_PORT + 2 * index, BASE_PORT + 2 * index + 1]);
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker' },
  ],
  // Auto, so hooks and tests alike (beforeAll included) talk to their own file's server.
  specServer: [
    async ({ servers }, use, testInfo) => use(await servers.serve(testInfo.file)),
    { auto: true },
  ],
  baseURL: async ({ specServer }, use) => use(specServer),
});

export { expect } from '@playwright/test';
