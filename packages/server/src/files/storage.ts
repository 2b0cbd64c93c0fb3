import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';

/**
 * Uploaded files live on disk, one file per document named by a random key; the database keeps
 * the metadata row with that key. Writing streams chunk by chunk, so a 10 MB upload never sits in
 * memory whole and never blocks the event loop. See docs/decisions/platform.md ("Uploads").
 */
export class FileStorage {
  readonly dir: string;
  /** Uploads being received per user: the per-user limit is on concurrency, checked before reading. */
  private readonly inFlight = new Map<number, number>();

  constructor(
    dir: string,
    readonly maxConcurrentPerUser: number,
  ) {
    this.dir = dir;
    mkdirSync(dir, { recursive: true });
  }

  /** Counts one upload of `userId` until the returned function is called; null if over the limit. */
  begin(userId: number): (() => void) | null {
    const n = this.inFlight.get(userId) ?? 0;
    if (n >= this.maxConcurrentPerUser) return null;
    this.inFlight.set(userId, n + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.inFlight.get(userId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(userId, left);
      else this.inFlight.delete(userId);
    };
  }

  /**
   * Streams `source` into a new file and returns its key, size and first bytes (for the content
   * check). The file appears under its key only once complete and flushed to disk.
   */
  async save(source: Readable): Promise<{ key: string; size: number; head: Buffer }> {
    const key = randomUUID();
    const partial = path.join(this.dir, `${key}.part`);
    const handle = await open(partial, 'wx', 0o600);
    let size = 0;
    const headChunks: Buffer[] = [];
    try {
      for await (const chunk of source) {
        const buf = chunk as Buffer;
        if (size < 16) headChunks.push(buf.subarray(0, 16 - size));
        size += buf.length;
        await handle.write(buf);
      }
      // A confirmed upload must survive a crash right after the answer.
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => {});
      await rm(partial, { force: true });
      throw error;
    }
    await handle.close();
    await rename(partial, path.join(this.dir, key));
    return { key, size, head: Buffer.concat(headChunks) };
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.fileOf(key));
  }

  /** The stored bytes as a stream, for a reader that goes through a large file chunk by chunk. */
  stream(key: string, highWaterMark?: number): Readable {
    return createReadStream(this.fileOf(key), { highWaterMark });
  }

  /** Up to `length` bytes from `offset` (a large file is handed out in parts, never read whole). */
  async readRange(key: string, offset: number, length: number): Promise<Buffer> {
    const handle = await open(this.fileOf(key), 'r');
    try {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buf, 0, length, offset);
      return buf.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  private fileOf(key: string): string {
    // Keys are generated here; refuse anything else rather than trust a database value as a path.
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`bad storage key ${JSON.stringify(key)}`);
    return path.join(this.dir, key);
  }
}

/**
 * STORAGE_DIR, else `<DATA_DIR>/uploads`; an in-memory database gets a throw-away temp dir, which
 * goes with the server (`throwAway`): its files mean nothing without the database that vanished.
 */
export function storageDirFor(config: Config): { dir: string; throwAway: boolean } {
  if (config.storageDir) return { dir: config.storageDir, throwAway: false };
  if (config.dataDir.startsWith('memory://'))
    return { dir: mkdtempSync(path.join(tmpdir(), 'bq-files-')), throwAway: true };
  return { dir: path.join(config.dataDir, 'uploads'), throwAway: false };
}
