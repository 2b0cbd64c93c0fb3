import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { clockContexts, SharedTab, VIEWPORT } from './shared-tab';

/**
 * Every spec file meets the same data: each worker's server host serves every spec file on a new
 * app over the seeded data (the host: packages/server/test/fixtures/e2e-host.ts, one process per
 * worker, its PGlite database made the seeded one again in SQL between files). No spec sees what
 * another created, so none masks or undoes another's data.
 */
const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
const portalDist = fileURLToPath(new URL('../dist', import.meta.url));
const logs = fileURLToPath(new URL('../../../test-results/portal-e2e-servers', import.meta.url));
const BASE_PORT = Number(process.env.E2E_PORT ?? 8190);

/**
 * The host as global setup bundled it (plain JavaScript: no TypeScript loader).
 * `--liftoff-only` keeps V8 from recompiling PGlite's WebAssembly with its optimising compiler in
 * the background, about two CPU-seconds; the baseline code answers the few queries a journey
 * makes as fast as anyone notices.
 */
const HOST_ARGS = [
  // Stack traces in the server's log name the TypeScript lines, except in CI (nobody opens its
  // logs; reading the source map costs about 0.2 CPU-seconds).
  ...(process.env.CI ? [] : ['--enable-source-maps']),
  '--liftoff-only',
  `${serverDir}/dist/e2e-host.mjs`,
];

/** A worker's server host: one process, one port, one spec file's app at a time. */
class ServerHost {
  private readonly child: ChildProcess;
  private readonly log: WriteStream;
  private readonly answers = new Map<
    number,
    { done: (now?: number) => void; failed: (e: Error) => void }
  >();
  private next = 1;
  private current: string | null = null;
  private readonly exited: Promise<never>;

  constructor(private readonly port: number) {
    const snapshot = process.env.E2E_SNAPSHOT;
    if (!snapshot || !existsSync(snapshot))
      throw new Error('no seeded snapshot: global setup did not run');
    const logFile = `${logs}/${port}.log`;
    this.log = createWriteStream(logFile);
    this.child = spawn(process.execPath, HOST_ARGS, {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        STATIC_DIR: portalDist,
        EXPOSE_OUTBOX: '1',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
    });
    this.child.stdout?.pipe(this.log, { end: false });
    this.child.stderr?.pipe(this.log, { end: false });
    this.child.on('message', ({ id, error, now }: { id: number; error?: string; now?: number }) => {
      const answer = this.answers.get(id);
      this.answers.delete(id);
      if (error) answer?.failed(new Error(`the e2e server on :${port} failed: ${error}`));
      else answer?.done(now);
    });
    this.exited = new Promise<never>((_, reject) =>
      this.child.once('exit', (code) =>
        reject(new Error(`the e2e server host on :${port} exited (${code}); see ${logFile}`)),
      ),
    );
    this.exited.catch(() => {});
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/`;
  }

  private ask(
    request: { start: number } | { stop: true } | { advance: number } | { now: true },
  ): Promise<number | undefined> {
    const id = this.next++;
    const answered = new Promise<number | undefined>((done, failed) =>
      this.answers.set(id, { done, failed }),
    );
    this.child.send({ id, ...request });
    return Promise.race([answered, this.exited]);
  }

  /** The server for `file`: the running app if it already serves that file, else a new one. */
  async serve(file: string): Promise<string> {
    if (this.current === file) return this.url;
    this.current = null;
    this.log.write(`===== ${file.replace(/^.*\//, '')}\n`);
    await this.ask({ start: this.port });
    this.current = file;
    return this.url;
  }

  /** Moves the served file's server clock on by `ms` (the browser's is the page's to move). */
  async advance(ms: number): Promise<void> {
    await this.ask({ advance: ms });
  }

  /** The served app's time, in ms since the epoch. */
  async now(): Promise<number> {
    const now = await this.ask({ now: true });
    if (now === undefined) throw new Error(`the e2e server on :${this.port} told no time`);
    return now;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const gone = new Promise((done) => this.child.once('exit', done));
    // The host stops its app and removes its files when its channel closes.
    this.child.disconnect();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
    this.log.end();
  }
}

export const test = base.extend<
  {
    specServer: string;
    freshTab: boolean;
    serverClock: { advance(ms: number): Promise<void>; now(): Promise<number> };
  },
  { servers: ServerHost; sharedTab: SharedTab }
>({
  // Every context the suite opens, through any fixture or spec, runs on the test clock.
  browser: [async ({ browser }, use) => use(clockContexts(browser)), { scope: 'worker' }],
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const index = workerInfo.parallelIndex;
      const servers = new ServerHost(BASE_PORT + index);
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
  /**
   * The file's server clock, for a journey that crosses a month's end: moved forward together
   * with the page's (`page.clock`), in a file that asks for `freshTab`; and read, for a test that
   * needs the server's time to the second (an authenticator's code).
   */
  serverClock: async ({ servers, specServer: _ }, use) =>
    use({ advance: (ms: number) => servers.advance(ms), now: () => servers.now() }),
  /**
   * A spec file whose tests pause or jump the clock (it cannot be put back in a tab) sets
   * `test.use({ freshTab: true })`: each of its tests gets a new tab, as Playwright's own `page`.
   */
  freshTab: [false, { option: true }],
  sharedTab: [
    async ({ browser, servers }, use) => {
      const tab = new SharedTab(browser, servers.url);
      await use(tab);
      await tab.discard();
    },
    { scope: 'worker' },
  ],
  page: async ({ freshTab, sharedTab, browser, baseURL, viewport }, use, testInfo) => {
    if (freshTab) {
      const context = await browser.newContext({ baseURL, viewport: viewport ?? VIEWPORT });
      await use(await context.newPage());
      return context.close();
    }
    const page = await sharedTab.take(testInfo.file, viewport ?? VIEWPORT);
    await use(page);
    const passed = testInfo.status === testInfo.expectedStatus;
    await sharedTab.give(passed);
  },
});

export { expect } from '@playwright/test';
