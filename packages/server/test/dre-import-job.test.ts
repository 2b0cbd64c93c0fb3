import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DRE_IMPORT_MAX_BYTES } from '@bq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BATCH_ROWS, nextBatchRows, queueImport } from '../src/domain/dre/import-job.js';
import { newTally, storeBatch } from '../src/domain/dre/store.js';
import { FileStorage } from '../src/files/storage.js';
import { agentOf, dreCsv, importDreList } from './coach-dre-helpers.js';
import { call, callMultipart, sessionFor, startApp, type TestApp } from './helpers.js';
import { attemptsOf, cutOff } from './jobs-helpers.js';

let t: TestApp;
let admin: string;
let files: FileStorage;
beforeAll(async () => {
  // A folder of the test's own: it places an upload as a process that died left it.
  const dir = await mkdtemp(path.join(tmpdir(), 'bq-dre-jobs-'));
  files = new FileStorage(dir, 2);
  t = await startApp({ STORAGE_DIR: dir });
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

const HEADER = 'License ID,Name,Type,Status,Expiry';
const line = (n: number, name = `Person ${n}`) =>
  `IMP${String(n).padStart(7, '0')},"${name}",Salesperson,LICENSED,12/31/2028`;

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n);
}
const jobCount = () => scalar(sql`SELECT count(*)::int AS n FROM dre_import_jobs`);

describe('DRE import as a job', () => {
  it('refuses a file over the limit as the limit is crossed: no job, no record, nothing kept', async () => {
    const before = await jobCount();
    // A valid list, one byte per row more than the limit holds: rows that would parse fine.
    const rows = [HEADER];
    let size = HEADER.length + 1;
    for (let n = 1; size <= DRE_IMPORT_MAX_BYTES; n += 1) {
      const l = line(n, `Oversize ${n}`);
      rows.push(l);
      size += l.length + 1;
    }
    const res = await callMultipart(t.app, 'bq/dre/import', {}, dreCsv(rows.join('\n')), admin);
    expect(res).toMatchObject({ code: 400, message: expect.stringMatching(/too large.*20\.0 MB/) });
    expect(await jobCount()).toBe(before);
    expect(
      await scalar(sql`SELECT count(*)::int AS n FROM dre_records WHERE name LIKE 'Oversize %'`),
    ).toBe(0);
  });

  it('answers a queued job at once; the job reads the file in batches and ends with its counts', async () => {
    const alex = await agentOf(t, 'agent@bq.example.com');
    const n = FIRST_BATCH_ROWS * 2 + 137;
    const rows = [HEADER];
    for (let i = 1; i <= n; i += 1) rows.push(line(i));
    // In the last batch: the agent's licence with their name, matched as the import goes.
    rows.push(`${alex.licenseNo},"Agent, Alex",Salesperson,LICENSED,12/31/2027`);
    // A licence listed again in a later batch: its later line is the state kept, counted once.
    rows.push(line(3, 'Person Three Renamed'));
    rows.push(',No Licence Id,Salesperson,LICENSED,2027-01-01');
    const text = rows.join('\n');
    const { answer, job } = await importDreList(t, admin, text);
    expect(answer.data).toMatchObject({
      status: 'queued',
      fileName: 'dre-list.csv',
      size: Buffer.byteLength(text),
      rows: 0,
      stored: 0,
      finishedAt: null,
    });
    expect(job).toMatchObject({
      jobId: answer.data.jobId,
      status: 'done',
      bytesRead: Buffer.byteLength(text),
      rows: n + 3,
      stored: n + 2,
      matched: 1,
      unmatched: n,
      updated: 0,
      skippedCount: 1,
      skipped: [{ line: n + 4, reason: expect.stringMatching(/licence id/) }],
      error: null,
      finishedAt: expect.any(String),
    });
    expect(
      await scalar(sql`SELECT count(*)::int AS n FROM dre_records WHERE license_id LIKE 'IMP%'`),
    ).toBe(n);
    expect(
      await scalar(
        sql`SELECT count(*)::int AS n FROM dre_records WHERE license_id = 'IMP0000003' AND name = 'Person Three Renamed'`,
      ),
    ).toBe(1);
    const matched = await call(
      t.app,
      'bq/dre/getList',
      { matched: true },
      { token: admin, encoding: 'json' },
    );
    expect(matched.data.list).toEqual([
      expect.objectContaining({ licenseId: alex.licenseNo, agentId: alex.id, matchedBy: 'auto' }),
    ]);
    // The stored upload is gone once the job ended.
    const [row] = (
      (await t.database.db.execute(
        sql`SELECT storage_key FROM dre_import_jobs WHERE id = ${answer.data.jobId}`,
      )) as unknown as { rows: { storage_key: string | null }[] }
    ).rows;
    expect(row?.storage_key).toBeNull();

    // The same list again: every licence is known now, so each counts as updated, none twice.
    const again = await importDreList(t, admin, text);
    expect(again.job).toMatchObject({ status: 'done', updated: n + 1, matched: 0, unmatched: n });
  });

  it('reports bad rows by line (the first 50) and counts them all', async () => {
    const rows = [HEADER, line(900001)];
    for (let i = 0; i < 60; i += 1)
      rows.push(`IMPBAD${i},Bad Date ${i},Salesperson,LICENSED,2027-13-45`);
    const { job } = await importDreList(t, admin, rows.join('\r\n'));
    expect(job).toMatchObject({ status: 'done', rows: 61, stored: 1, skippedCount: 60 });
    expect(job.skipped).toHaveLength(50);
    expect(job.skipped[0]).toEqual({ line: 3, reason: expect.stringMatching(/expiry/) });
  });

  it('a file that stops being CSV midway fails the job; the batches before it stay stored', async () => {
    const rows = [HEADER];
    for (let i = 1; i <= FIRST_BATCH_ROWS + 10; i += 1) rows.push(line(800000 + i, `Midway ${i}`));
    rows.push('IMPX,"unclosed quote,Salesperson,LICENSED,');
    const { job } = await importDreList(t, admin, rows.join('\n'));
    expect(job).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/not a readable CSV/),
    });
    // What the job says it stored is what the records hold.
    expect(
      await scalar(sql`SELECT count(*)::int AS n FROM dre_records WHERE name LIKE 'Midway %'`),
    ).toBe(job.stored);
  });

  it('sizes batches from how long the last took: toward 15 ms, at most doubling or halving', () => {
    expect(nextBatchRows(250, 20)).toBe(188);
    expect(nextBatchRows(250, 5)).toBe(500);
    expect(nextBatchRows(250, 40)).toBe(125);
    expect(nextBatchRows(250, 1000)).toBe(125);
    expect(nextBatchRows(1600, 1)).toBe(2000);
    expect(nextBatchRows(30, 1000)).toBe(25);
  });

  it('shows a job to its own requester only, and only to user management', async () => {
    const { answer } = await importDreList(t, admin, `${HEADER}\n${line(700001)}\n`);
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const peek = await call(
      t.app,
      'bq/dre/importProgress',
      { jobId: answer.data.jobId },
      { token: agent },
    );
    expect(peek.code).toBe(403);
    const missing = await call(
      t.app,
      'bq/dre/importProgress',
      { jobId: 2_000_000_000 },
      { token: admin },
    );
    expect(missing.code).toBe(404);
  });

  it('an import whose process died is resumed by a worker from its last stored batch', async () => {
    const n = FIRST_BATCH_ROWS + 40;
    const rows = [HEADER];
    for (let i = 1; i <= n; i += 1) rows.push(line(800000 + i, `Resumed ${i}`));
    const { Readable } = await import('node:stream');
    const saved = await files.save(Readable.from([Buffer.from(`${rows.join('\n')}\n`)]));
    const now = new Date(t.clock.now);
    const db = t.database.db;
    // The first attempt stored the first batch (its checkpoint) before its process was killed.
    const job = await db.transaction(async (tx) => {
      const admin = await tx.query.users.findFirst({
        where: (u, { eq }) => eq(u.email, 'admin@bq.example.com'),
      });
      const act = { now, actor: admin?.id ?? 0 };
      const row = await queueImport(tx, act, {
        fileName: 'cut.csv',
        size: 10,
        storageKey: saved.key,
      });
      const first = rows.slice(1, FIRST_BATCH_ROWS + 1).map((l, i) => {
        const [licenseId = '', name = ''] = l.replace(/"/g, '').split(',');
        return {
          line: i + 2,
          licenseId,
          name,
          licenseType: 'Salesperson',
          licenseStatus: 'LICENSED',
          expiresOn: '2028-12-31',
        };
      });
      const tally = newTally();
      await storeBatch(tx, act, first, tally);
      await tx.execute(sql`UPDATE dre_import_jobs SET status = 'running', rows_read = ${FIRST_BATCH_ROWS},
        stored = ${tally.stored} WHERE id = ${row.id}`);
      await cutOff(tx, now, 'dre.import', 'importId', row.id);
      return row;
    });
    await expect
      .poll(
        async () =>
          (await call(t.app, 'bq/dre/importProgress', { jobId: job.id }, { token: admin })).data
            .status,
        { timeout: 10_000 },
      )
      .toBe('done');
    const done = await call(t.app, 'bq/dre/importProgress', { jobId: job.id }, { token: admin });
    // Every row stored once: none of the first batch came back as an update.
    expect(done.data).toMatchObject({ rows: n, stored: n, updated: 0 });
    expect(
      await scalar(sql`SELECT count(*)::int AS n FROM dre_records WHERE name LIKE 'Resumed %'`),
    ).toBe(n);
    // The area's record says done a moment before the worker records the attempt's end.
    await expect
      .poll(() => attemptsOf(db, 'dre.import', 'importId', job.id))
      .toEqual([
        { attempt: 1, outcome: 'failed', error: expect.stringContaining('lease expired') },
        { attempt: 2, outcome: 'succeeded', error: null },
      ]);
  });
});
