import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { hashPassword, verifyPassword } from '../src/auth/crypto.js';
import { appClock } from '../src/clock/app-clock.js';
import { DEVELOPMENT_TIN_KEYS, loadConfig } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { call, freshDatabase, TEST_TIN_KEYS } from './helpers.js';
import { spawnNode } from './node-child.js';

/** Production refuses the demo data and the test outbox unless asked by name (issue 9 §8). */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('production defaults', () => {
  it('an empty production database gets no demo admin unless SEED_DEMO=1', async () => {
    const { database } = await freshDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      TIN_KEYS: TEST_TIN_KEYS,
    });
    expect(config.seedDemo).toBe(false);
    const app = await buildApp({ config, database, logger: false });
    try {
      const login = await call(app, 'general/unauth/loginByEmail', {
        email: 'admin@bq.example.com',
        password: DEMO_PASSWORD,
      });
      expect(login.code).not.toBe(200);
      expect(await database.db.query.users.findFirst()).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
    }
    expect(
      loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', TIN_KEYS: TEST_TIN_KEYS }).seedDemo,
    ).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('the process refuses to start with EXPOSE_OUTBOX=1 in production, saying why', async () => {
    const child = spawnNode('main', {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        EXPOSE_OUTBOX: '1',
        DATA_DIR: 'memory://',
        PORT: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('BQ server refused to start: EXPOSE_OUTBOX=1 is refused');
    expect(() => loadConfig({ EXPOSE_OUTBOX: '1' })).not.toThrow();
  }, 300_000);

  it('hashes passwords at scrypt N=2^15 unless told otherwise, and never cheaper in production', async () => {
    expect(loadConfig({}).passwordCost).toBe(15);
    expect(await hashPassword('x', loadConfig({}).passwordCost)).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(loadConfig({ PASSWORD_COST: '10' }).passwordCost).toBe(10);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_COST: '10' })).toThrow(
      'PASSWORD_COST must be a whole number from 15 to 20 with NODE_ENV=production',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PASSWORD_COST: '16', TIN_KEYS: TEST_TIN_KEYS })
        .passwordCost,
    ).toBe(16);
    expect(() => loadConfig({ PASSWORD_COST: '9' })).toThrow('from 10 to 20');
    expect(() => loadConfig({ PASSWORD_COST: '12.5' })).toThrow('PASSWORD_COST');
  });

  it('full TINs need TIN_KEYS in production, and never the published development key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'TIN_KEYS is required with NODE_ENV=production',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', TIN_KEYS: DEVELOPMENT_TIN_KEYS })).toThrow(
      'the published development key "dev" is refused in production',
    );
    expect(() => loadConfig({ TIN_KEYS: 'k1:c2hvcnQ=' })).toThrow('must be 32 bytes');
    expect(loadConfig({}).tinKeys.current).toBe('dev');
    const ring = loadConfig({
      TIN_KEYS: `k2:${Buffer.alloc(32, 1).toString('base64')},${TEST_TIN_KEYS}`,
    }).tinKeys;
    expect([ring.current, [...ring.keys.keys()]]).toEqual(['k2', ['k2', 'test1']]);
  });

  it('a fixed clock (TEST_NOW) is for test processes only, and runs on from its instant', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', TEST_NOW: '2026-12-01T18:30:00-08:00' }),
    ).toThrow('TEST_NOW is refused with NODE_ENV=production');
    expect(() => loadConfig({ TEST_NOW: '2026-12-01 18:30' })).toThrow('ISO 8601 instant');
    const config = loadConfig({ TEST_NOW: '2026-12-01T18:30:00-08:00' });
    expect(config.testNow?.toISOString()).toBe('2026-12-02T02:30:00.000Z');
    const now = appClock(config.testNow);
    const first = now().getTime();
    expect(first - Date.parse('2026-12-02T02:30:00Z')).toBeLessThan(60_000);
    expect(first).toBeGreaterThanOrEqual(Date.parse('2026-12-02T02:30:00Z'));
    expect(loadConfig({}).testNow).toBeNull();
  });

  it('a hash made at another cost still verifies after the cost changes', async () => {
    const cheap = await hashPassword('right horse', 10);
    expect(await verifyPassword('right horse', cheap)).toBe(true);
    expect(await verifyPassword('wrong horse', cheap)).toBe(false);
  });
});
