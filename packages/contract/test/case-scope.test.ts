import { describe, expect, it } from 'vitest';
import { MODULE_IDS, seesEveryCase } from '../src/meta/index.js';

const modules = (...keys: (keyof typeof MODULE_IDS)[]) => new Set(keys.map((k) => MODULE_IDS[k]));

describe('whose cases a role sees', () => {
  it('every case for administrators, reviewers and finance', () => {
    expect(seesEveryCase(modules('userroles/usermgt'))).toBe(true);
    expect(seesEveryCase(modules('approval/examine'))).toBe(true);
    expect(seesEveryCase(modules('financial/statistics'))).toBe(true);
  });

  it('only their own (and their teams’) for anyone else, an agent with a case list among them', () => {
    expect(seesEveryCase(modules('transaction/create-new'))).toBe(false);
    expect(seesEveryCase(new Set())).toBe(false);
  });
});
