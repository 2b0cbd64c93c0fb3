import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSend } from '../../../test/sendStub';
import { signIn, signOut } from '../../shared/session/store';
import { useCounts } from './useCounts';

const sent = stubSend();
const polls = () =>
  sent.mock.calls.filter(([call]) => (call as { path: string }).path.endsWith('getNum')).length;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("the header's counts", () => {
  afterEach(() => {
    signOut();
    sent.mockReset();
  });

  it('are asked for while signed in, and never as a guest once signed out', async () => {
    sent.mockResolvedValue({ pendingApprovalNum: 0, approveNum: 2, unReadNum: 0 });
    signIn('token-1', { roleInfos: null, roleIds: ['1'] });
    renderHook(() => useCounts(), { wrapper });
    await vi.waitFor(() => expect(polls()).toBe(1));
    act(() => signOut());
    const before = polls();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(polls()).toBe(before);
  });

  it('are not asked for by a layout rendered without a session', async () => {
    renderHook(() => useCounts(), { wrapper });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(polls()).toBe(0);
  });
});
