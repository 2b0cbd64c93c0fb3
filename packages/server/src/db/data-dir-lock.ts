import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The embedded database belongs to one process: two PGlite instances on one directory each keep
 * their own WAL position and silently overwrite each other. The lock is a pid file created with
 * O_EXCL; a file whose process is gone (kill -9, power loss) is stale and taken over, so a crash
 * never blocks the restart. See docs/decisions.md ("PGlite data directory lock").
 */
export const LOCK_FILE = 'bq-server.lock';

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The data directory ${dataDir} is in use by another BQ server (pid ${holder.pid} on ${holder.host}, ` +
        `started ${holder.startedAt}). The embedded database belongs to one process: stop that ` +
        `server first, or give this one another DATA_DIR (or a DATABASE_URL to share PostgreSQL).`,
    );
    this.name = 'DataDirLockedError';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, host: parsed.host ?? '?', startedAt: parsed.startedAt ?? '?' };
  } catch {
    // Half-written by a process killed between open and write: nobody can be holding it.
    return null;
  }
}

function alive(holder: Holder): boolean {
  // Another host's pid says nothing here; treat it as alive rather than steal a shared mount.
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string, me: Holder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(me));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file, me)) return release(file, me);
    const holder = readHolder(file);
    if (holder && alive(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale. Move it aside atomically (only one of several restarting processes wins the
    // rename); if what was moved turns out to be a live lock another process just took, put it
    // back (link fails rather than overwrite) and report that process.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readHolder(aside);
    if (moved && alive(moved)) {
      try {
        linkSync(aside, file);
      } catch {
        // Someone else holds it by now; their lock stands either way.
      }
      unlinkSync(aside);
      throw new DataDirLockedError(dataDir, moved);
    }
    unlinkSync(aside);
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(dataDir, holder ?? { pid: 0, host: '?', startedAt: '?' });
}

function release(file: string, me: Holder): () => void {
  let released = false;
  const onExit = () => releaseNow();
  function releaseNow() {
    if (released) return;
    released = true;
    process.off('exit', onExit);
    const holder = readHolder(file);
    // Never remove a lock that is not ours (e.g. taken over after this process was presumed dead).
    if (holder?.pid === me.pid && holder.startedAt === me.startedAt) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  }
  process.on('exit', onExit);
  return releaseNow;
}
