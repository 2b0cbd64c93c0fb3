import { describe, expect, it, vi } from 'vitest';
import { patchLaterPages } from './router';

type PatchArgs = Parameters<typeof patchLaterPages>[0];
const navigation = (patch: PatchArgs['patch']) =>
  ({ patch, path: '/home', matches: [], signal: new AbortController().signal }) as never;

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
