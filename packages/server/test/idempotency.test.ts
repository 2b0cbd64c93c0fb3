import { CODES } from '@bq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { ApiError } from '../src/envelope.js';
import { once } from '../src/idempotency/once.js';
import { seededDatabase } from './helpers.js';

/**
 * A stand-in for the money creates to come (orders, payments, ledger lines): each create inserts
 * one row into a table of the test's own and answers its id and amount.
 */
let database: Database;
beforeAll(async () => {
  ({ database } = await seededDatabase());
  await migrate(database);
  await database.db.execute(
    sql`CREATE TABLE test_orders (id serial PRIMARY KEY, tag text NOT NULL, amount numeric(14, 2) NOT NULL)`,
  );
});
afterAll(() => database?.close());

const AT = new Date('2026-11-26T12:00:00Z');
const PATH = 'bq/test/order/create';

/** One create as a handler will run it: its own transaction, the key checked inside it. */
function createOrder(tag: string, amount: string, key: string, actor = 1, call = PATH) {
  return database.db.transaction((tx) =>
    once(tx, { key, actor, call, request: { tag, amount }, at: AT }, async () => {
      const [row] = (
        await tx.execute(
          sql`INSERT INTO test_orders (tag, amount) VALUES (${tag}, ${amount}) RETURNING id, amount::text AS amount`,
        )
      ).rows as { id: number; amount: string }[];
      if (!row) throw new Error('insert returned nothing');
      return { id: row.id, amount: row.amount };
    }),
  );
}

async function rowsTagged(tag: string) {
  const { rows } = await database.db.execute(
    sql`SELECT id, amount::text AS amount FROM test_orders WHERE tag = ${tag} ORDER BY id`,
  );
  return rows as { id: number; amount: string }[];
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? { code: e.code, message: e.message } : e),
  );

describe('once: a retried create answers the first result', () => {
  it('the same key twice makes one row and gives the same answer', async () => {
    const first = await createOrder('twice', '125.50', 'key-twice-0001');
    const retry = await createOrder('twice', '125.50', 'key-twice-0001');
    expect(retry).toEqual(first);
    expect(await rowsTagged('twice')).toEqual([first]);
    const another = await createOrder('twice', '125.50', 'key-twice-0002');
    expect(another.id).not.toBe(first.id);
    expect(await rowsTagged('twice')).toHaveLength(2);
  });

  it('concurrent creates with one key make one row and all get its answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => createOrder('race', '99.99', 'key-race-0001')),
    );
    const rows = await rowsTagged('race');
    expect(rows).toHaveLength(1);
    for (const a of answers) expect(a).toEqual(rows[0]);
  });

  it('a retry arriving while the first create still runs waits for it and answers its result', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let entered = () => {};
    const inCreate = new Promise<void>((r) => {
      entered = r;
    });
    const request = { tag: 'held', amount: '7.00' };
    const key = { key: 'key-held-0001', actor: 1, call: PATH, request, at: AT };
    const first = database.db.transaction((tx) =>
      once(tx, key, async () => {
        const { rows } = await tx.execute(
          sql`INSERT INTO test_orders (tag, amount) VALUES ('held', 7) RETURNING id, amount::text AS amount`,
        );
        entered();
        await gate;
        return rows[0] as { id: number; amount: string };
      }),
    );
    await inCreate;
    const retry = createOrder('held', '7.00', 'key-held-0001');
    // On PostgreSQL the retry's insert must be seen waiting on the first one's key row. PGlite has
    // one connection: the retry queues behind the open transaction, so there is nothing to see.
    if (database.kind === 'postgres') {
      await vi.waitFor(async () => {
        const { rows } = await database.db.execute(
          sql`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`,
        );
        expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
      });
    }
    release();
    const [a, b] = await Promise.all([first, retry]);
    expect(b).toEqual(a);
    expect(await rowsTagged('held')).toEqual([a]);
  });

  it('refuses the same key with a different request, and makes nothing', async () => {
    await createOrder('changed', '10.00', 'key-changed-01');
    const refused = await refusal(createOrder('changed', '10.01', 'key-changed-01'));
    expect(refused).toEqual({
      code: CODES.conflict,
      message: 'This idempotency key was already used for a different request; use a new key',
    });
    expect(await rowsTagged('changed')).toEqual([expect.objectContaining({ amount: '10.00' })]);
  });

  it('keeps keys apart per person and per call', async () => {
    const a = await createOrder('apart', '5.00', 'key-apart-0001', 1);
    const b = await createOrder('apart', '5.00', 'key-apart-0001', 2);
    const c = await createOrder('apart', '5.00', 'key-apart-0001', 1, 'bq/test/payment/create');
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
  });

  it('a create that fails keeps no key, so the retry creates', async () => {
    const failing = database.db.transaction((tx) =>
      once(tx, { key: 'key-fails-0001', actor: 1, call: PATH, request: {}, at: AT }, async () => {
        await tx.execute(sql`INSERT INTO test_orders (tag, amount) VALUES ('fails', 1)`);
        throw new Error('payment provider down');
      }),
    );
    await expect(failing).rejects.toThrow('payment provider down');
    expect(await rowsTagged('fails')).toEqual([]);
    const retried = await createOrder('fails', '1.00', 'key-fails-0001');
    expect(await rowsTagged('fails')).toEqual([retried]);
  });

  it('refuses a key that is not one', async () => {
    expect(await refusal(createOrder('bad', '1.00', 'short'))).toMatchObject({
      code: CODES.badInput,
    });
    expect(await rowsTagged('bad')).toEqual([]);
  });
});
