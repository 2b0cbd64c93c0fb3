import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

/**
 * Starts a TypeScript entry point (the server, a worker script) as its own Node process, as the
 * tests that kill, crash or race processes need. `--liftoff-only` spares each start V8's
 * background recompiling of PGlite's WebAssembly with its optimising compiler (about two of the
 * eight CPU-seconds a start takes); a short-lived process never runs long enough to gain by it.
 */
export function spawnNode(script: string, options: SpawnOptions): ChildProcess {
  return spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', script], options);
}
