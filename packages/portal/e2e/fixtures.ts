import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

/**
 * Every spec file meets the same data: each worker runs its own server, and the server starts
 * again from the seeded snapshot (e2e/global-setup.ts) whenever the worker moves to another
 * file. No spec sees what another created, so none masks or undoes another's data.
 */
const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
const portalDist = fileURLToPath(new URL('../dist', import.meta.url));
const logs = fileURLToPath(new URL('../../../test-results/portal-e2e-servers', import.meta.url));
const BASE_PORT = Number(process.env.E2E_PORT ?? 8190);

class SpecServer {
  private child: ChildProcess | null = null;
  private file: string | null = null;

  constructor(readonly port: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/`;
  }

  /** The server for `file`: the running one if it already serves that file, else a fresh one. */
  async serve(file: string): Promise<string> {
    if (this.child && this.file === file) return this.url;
    await this.stop();
    await this.start(file);
    this.file = file;
    return this.url;
  }

  private async start(file: string): Promise<void> {
    const snapshot = process.env.E2E_SNAPSHOT;
    if (!snapshot || !existsSync(snapshot))
      throw new Error('no seeded snapshot: global setup did not run');
    const name = file.replace(/^.*\//, '').replace(/\.spec\.ts$/, '');
    const log = createWriteStream(`${logs}/${this.port}-${name}.log`);
    const child = spawn(`${serverDir}/node_modules/.bin/tsx`, ['src/main.ts'], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        DATA_SNAPSHOT: snapshot,
        STATIC_DIR: portalDist,
        EXPOSE_OUTBOX: '1',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`the e2e server on :${this.port} exited (${code}); see ${log.path}`)),
      ),
    );
    await Promise.race([this.ready(), exited]);
  }

  private async ready(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${this.url}index.html`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`the e2e server on :${this.port} did not answer within 60 s`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.file = null;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  }
}

export const test = base.extend<{ specServer: string }, { server: SpecServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const server = new SpecServer(BASE_PORT + workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  // Auto, so hooks and tests alike (beforeAll included) talk to their own file's server.
  specServer: [
    async ({ server }, use, testInfo) => use(await server.serve(testInfo.file)),
    { auto: true },
  ],
  baseURL: async ({ specServer }, use) => use(specServer),
});

export { expect } from '@playwright/test';
