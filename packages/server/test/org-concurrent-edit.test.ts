import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

describe('two administrators editing one branch', () => {
  it('the second save with the version it opened answers 409 and changes nothing', async () => {
    const first = await sessionFor(t, 'admin@bq.example.com');
    const second = await sessionFor(t, 'admin@bq.example.com');
    const json = (token: string) => ({ token, encoding: 'json' as const });
    const tree = await call(t.app, 'bq/org/getAreaList', {}, { token: first });
    const branch = tree.data[0].children[0];
    expect(branch.version).toBeGreaterThanOrEqual(1);

    // Both opened the branch at the same version.
    const saved = await call(
      t.app,
      'bq/org/edit',
      { id: branch.id, name: 'Renamed by the first', version: branch.version },
      json(first),
    );
    expect(saved.code).toBe(200);
    const late = await call(
      t.app,
      'bq/org/edit',
      { id: branch.id, address: '1 Late St', version: branch.version },
      json(second),
    );
    expect(late.code).toBe(409);
    expect(late.message).toBe(
      '"Renamed by the first" was changed by someone else since you opened it; reload to see their changes, then save again',
    );

    const now = await call(t.app, 'bq/org/getSonNode', { id: branch.parentId }, { token: first });
    const reloaded = now.data.find((n: { id: number }) => n.id === branch.id);
    expect(reloaded).toMatchObject({
      name: 'Renamed by the first',
      address: branch.address,
      version: branch.version + 1,
    });
    // After reloading, the second administrator's save goes through.
    const retry = await call(
      t.app,
      'bq/org/edit',
      { id: branch.id, address: '1 Late St', version: reloaded.version },
      json(second),
    );
    expect(retry.code).toBe(200);
  });
});
