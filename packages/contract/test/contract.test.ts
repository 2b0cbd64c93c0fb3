import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls, flattenModules, isPermission, MODULE_IDS, meta } from '../src/index.js';
import { SPEC_CALLS } from '../src/spec-calls.js';
import { SUMMARIES } from '../src/summaries.js';

describe('contract', () => {
  const calls = allCalls();

  it('has unique paths and a valid permission on every call', () => {
    const paths = calls.map((c) => c.call.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { call } of calls) expect(isPermission(call.permission)).toBe(true);
  });

  it('matches spec §7 method and encoding for every spec call it implements', () => {
    for (const { call } of calls) {
      const spec = SPEC_CALLS.find((s) => s.path === call.path);
      if (spec)
        expect({ m: call.method, e: call.encoding }).toEqual({ m: spec.method, e: spec.encoding });
    }
  });

  it('keeps the zod-free meta identical to the schema-carrying calls', () => {
    for (const { family, name, call } of calls) {
      const m = (meta as Record<string, Record<string, unknown>>)[family]?.[name];
      const { request: _r, response: _s, summary: _d, ...rest } = call;
      expect(m).toEqual(rest);
    }
  });

  it('describes every call in summaries.ts, apart from the meta the portal bundles', () => {
    for (const { call } of calls) expect(call.summary.length).toBeGreaterThan(10);
    const paths = new Set(calls.map((c) => c.call.path));
    expect(Object.keys(SUMMARIES).filter((path) => !paths.has(path))).toEqual([]);
    for (const family of Object.values(meta))
      for (const call of Object.values(family)) expect(call).not.toHaveProperty('summary');
  });

  it('lists 98 spec calls', () => {
    expect(SPEC_CALLS.length).toBe(98);
    expect(new Set(SPEC_CALLS.map((s) => s.path)).size).toBe(SPEC_CALLS.length);
  });

  it('turns every schema into JSON Schema', () => {
    for (const { call } of calls) {
      expect(() =>
        z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }),
      ).not.toThrow();
      expect(() => z.toJSONSchema(call.response, { unrepresentable: 'any' })).not.toThrow();
    }
  });

  it('keeps the known module ids and unique ids', () => {
    expect(MODULE_IDS.approval).toBe('4440829863268352');
    expect(MODULE_IDS['approval/examine']).toBe('6473127978733579');
    expect(MODULE_IDS['transaction/create-new']).toBe('6473127978733605');
    const ids = flattenModules().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('coerces form strings', () => {
    const r = calls.find((c) => c.call.path === 'general/role/updateOwnRole')?.call.request;
    expect(r?.parse({ roleId: '3', type: '1' })).toEqual({ roleId: 3, type: 1 });
    expect(r?.safeParse({ roleId: 'x', type: 1 }).success).toBe(false);
  });
});
