import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { createServer } from 'node:net';
// @ts-expect-error: a plain ES module script without types
import { bundlePath } from '../scripts/bundle.mjs';

/** The process entry points the tests start (scripts/bundle.mjs's ENTRIES). */
export type Entry = 'main' | 'outbox-worker' | 'crash-writer';

/**
 * Starts an entry point as its own Node process, as the tests that kill, crash or race processes
 * need: its bundle, which the global setup brings up to date (test/global-setup.ts), the same code
 * as the TypeScript source without a loader in every child. `--liftoff-only` spares each start
 * V8's background recompiling of PGlite's WebAssembly with its optimising compiler (about two
 * CPU-seconds); a short-lived process never runs long enough to gain by it.
 */
export function spawnNode(entry: Entry, options: SpawnOptions): ChildProcess {
  return spawn(
    process.execPath,
    [...SOURCE_MAPS, '--liftoff-only', bundlePath(entry) as string],
    options,
  );
}

/**
 * A child's stack traces name the TypeScript lines, except in CI: reading the bundle's source map
 * costs each start about 0.2 CPU-seconds (3.1 instead of 3.3), and CI runs on a clone nobody
 * reads the children's logs of (a failing test is repeated locally).
 */
const SOURCE_MAPS = process.env.CI ? [] : ['--enable-source-maps'];

/** A loopback port free a moment ago, for a server process the test starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
