import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The embedded database belongs to one process: two PGlite instances on one directory each keep
 * their own WAL position and silently overwrite each other. The lock is a file created with
 * O_EXCL whose modification time is the holder's heartbeat, touched every `heartbeatMs`. A lock
 * whose heartbeat is older than `staleMs` is abandoned and taken over, whatever host wrote it (a
 * container re-created under a new host name); so is one whose pid is gone on this host (kill -9).
 * A fresh lock from another host is a live server on a shared mount and is refused. See
 * docs/decisions/platform.md ("PGlite data directory lock").
 */
export const LOCK_FILE = 'bq-server.lock';
export const LOCK_HEARTBEAT_SECONDS = 10;
export const LOCK_STALE_SECONDS = 60;

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
  /** Absent in locks written before heartbeats: their time says nothing about liveness. */
  heartbeatSeconds?: number;
}

export interface LockLog {
  warn(message: string): void;
  error(message: string): void;
}

export interface LockOptions {
  log?: LockLog;
  /** Test seams: the clock, this host's name and pid, and the two intervals. */
  now?: () => number;
  host?: string;
  pid?: number;
  heartbeatMs?: number;
  staleMs?: number;
}

const consoleLog: LockLog = {
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

const seconds = (ms: number) => Math.round(ms / 1000);

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
    advice: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by another BQ server (pid ${holder.pid} on ${holder.host}, ` +
        `started ${holder.startedAt}). The embedded database belongs to one process: stop that ` +
        `server first, or give this one another DATA_DIR (or a DATABASE_URL to share PostgreSQL). ${advice}`,
    );
    this.name = 'DataDirLockedError';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      host: parsed.host ?? '?',
      startedAt: parsed.startedAt ?? '?',
      ...(typeof parsed.heartbeatSeconds === 'number'
        ? { heartbeatSeconds: parsed.heartbeatSeconds }
        : {}),
    };
  } catch {
    // Half-written by a process killed between open and write: nobody can be holding it.
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type Verdict =
  | { live: true; holder: Holder; advice: string }
  | { live: false; holder: Holder | null; why: string };

/** Whether the lock in `file` (its content and heartbeat) still belongs to a running server. */
function judge(file: string, me: Required<Omit<LockOptions, 'log'>>): Verdict {
  const holder = readHolder(file);
  if (!holder) return { live: false, holder, why: 'it is unreadable (a crash while writing it)' };
  const age = me.now() - statSync(file).mtimeMs;
  const beats = holder.heartbeatSeconds !== undefined;
  if (beats && age > me.staleMs) {
    return {
      live: false,
      holder,
      why: `its heartbeat is ${seconds(age)} s old (abandoned after ${seconds(me.staleMs)} s)`,
    };
  }
  const lockPath = `delete ${file}`;
  if (holder.host !== me.host) {
    // Another host's pid says nothing here: only the heartbeat can tell a live server apart.
    const advice = beats
      ? `If that server is gone (its container re-created, say), its lock is abandoned once its heartbeat is ${seconds(me.staleMs)} s old: start this one again in ${Math.max(1, seconds(me.staleMs - age))} s, or ${lockPath} once you are sure it is stopped.`
      : `Its lock predates heartbeats: once you are sure that server is stopped, ${lockPath}.`;
    return { live: true, holder, advice };
  }
  if (holder.pid === me.pid) return { live: false, holder, why: 'it is this process id' };
  if (!pidAlive(holder.pid)) {
    return { live: false, holder, why: `process ${holder.pid} is no longer running` };
  }
  return {
    live: true,
    holder,
    advice: `If process ${holder.pid} is not a BQ server, ${lockPath}.`,
  };
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
export function lockDataDir(dataDir: string, options: LockOptions = {}): () => void {
  const opts = {
    now: options.now ?? Date.now,
    host: options.host ?? hostname(),
    pid: options.pid ?? process.pid,
    heartbeatMs: options.heartbeatMs ?? LOCK_HEARTBEAT_SECONDS * 1000,
    staleMs: options.staleMs ?? LOCK_STALE_SECONDS * 1000,
  };
  const log = options.log ?? consoleLog;
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = {
    pid: opts.pid,
    host: opts.host,
    startedAt: new Date(opts.now()).toISOString(),
    heartbeatSeconds: seconds(opts.heartbeatMs),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file, me)) {
      touch(file, opts.now());
      return hold(file, me, opts, log);
    }
    const verdict = judge(file, opts);
    if (verdict.live) throw new DataDirLockedError(dataDir, verdict.holder, verdict.advice);
    // Abandoned. Move it aside atomically (only one of several restarting processes wins the
    // rename); if what was moved turns out to be a live lock another process just took, put it
    // back (link fails rather than overwrite) and report that process.
    const aside = `${file}.stale-${opts.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = judge(aside, opts);
    if (moved.live) {
      try {
        linkSync(aside, file);
      } catch {
        // Someone else holds it by now; their lock stands either way.
      }
      unlinkSync(aside);
      throw new DataDirLockedError(dataDir, moved.holder, moved.advice);
    }
    unlinkSync(aside);
    const who = moved.holder ? `pid ${moved.holder.pid} on ${moved.holder.host}` : 'unknown';
    log.warn(`Taking over the data directory lock ${file} (held by ${who}): ${moved.why}`);
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(
    dataDir,
    holder ?? { pid: 0, host: '?', startedAt: '?' },
    `Several servers are starting on it at once; start this one again.`,
  );
}

function touch(file: string, now: number): void {
  const at = new Date(now);
  utimesSync(file, at, at);
}

const ours = (holder: Holder | null, me: Holder) =>
  holder?.pid === me.pid && holder.host === me.host && holder.startedAt === me.startedAt;

/** Beats the heartbeat until released; a lock found taken over is left alone and said loudly. */
function hold(
  file: string,
  me: Holder,
  opts: { now: () => number; heartbeatMs: number },
  log: LockLog,
): () => void {
  let released = false;
  const beat = setInterval(() => {
    const holder = readHolder(file);
    if (ours(holder, me)) {
      try {
        touch(file, opts.now());
        return;
      } catch {
        // Gone between the read and the touch: reported below.
      }
    }
    clearInterval(beat);
    log.error(
      `The data directory lock ${file} is no longer this server's (${holder ? `now pid ${holder.pid} on ${holder.host}` : 'removed'}): ` +
        `another server may be using the same database; stop one of them`,
    );
  }, opts.heartbeatMs);
  beat.unref();
  const onExit = () => releaseNow();
  function releaseNow() {
    if (released) return;
    released = true;
    clearInterval(beat);
    process.off('exit', onExit);
    // Never remove a lock that is not ours (e.g. taken over after this process was presumed dead).
    if (ours(readHolder(file), me)) {
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
