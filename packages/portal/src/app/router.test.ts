import { describe, expect, it, vi } from 'vitest';
import { patchLaterPages } from './router';

type PatchArgs = Parameters<typeof patchLaterPages>[0];
const navigation = (patch: PatchArgs['patch'], path = '/home') =>
  ({ patch, path, matches: [], signal: new AbortController().signal }) as never;

describe('lazy route discovery', () => {
  it('patches the staff pages through every navigation’s own patch, not only the first', async () => {
    // The router drops what an interrupted navigation patches: a second navigation started
    // while the page list loads must patch again, or the app renders nothing.
    const first = vi.fn();
    const second = vi.fn();
    await Promise.all([patchLaterPages(navigation(first)), patchLaterPages(navigation(second))]);
    for (const patch of [first, second]) {
      expect(patch).toHaveBeenCalledWith(
        'staff-pages',
        expect.arrayContaining([expect.objectContaining({ path: '/home' })]),
      );
      // The login page is on the first load already; it is never patched in again.
      const patched = patch.mock.calls.flatMap(([, routes]) => routes as { path: string }[]);
      expect(patched.map((route) => route.path)).not.toContain('/');
    }
  });
});

describe('which pages a navigation patches in', () => {
  const patchedFor = async (path: string) => {
    const patch = vi.fn();
    await patchLaterPages(navigation(patch, path));
    return patch.mock.calls.map(([parent, routes]) => [
      parent,
      (routes as { path: string }[]).map((route) => route.path),
    ]);
  };

  it('patches only the pages whose address matches, inside the staff layout', async () => {
    expect(await patchedFor('/transaction/caselist/all')).toEqual([
      ['staff-pages', ['/transaction/caselist/:status?']],
    ]);
    expect(await patchedFor('/home')).toEqual([['staff-pages', ['/home']]]);
  });

  it('patches the explanation pages when one is asked for', async () => {
    expect(await patchedFor('/no-access')).toEqual([['staff-pages', ['/no-access']]]);
  });

  it('patches nothing for an address no page has (the catch-all answers it)', async () => {
    expect(await patchedFor('/transaction/no-such-page/at-all')).toEqual([]);
  });
});
