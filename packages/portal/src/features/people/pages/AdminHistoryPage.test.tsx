import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import AdminHistoryPage from './AdminHistoryPage';

const sent = stubSend(async (call) =>
  call?.path === 'bq/view/list'
    ? ({ views: [], defaultId: null, roles: [] } as never)
    : ({ list: [], total: 0 } as never),
);

function renderAt(address: string) {
  const router = createMemoryRouter(
    [{ path: '/userroles/usermgt/admin-history', element: <AdminHistoryPage /> }],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('admin history', () => {
  it('opened without a person says where to open it from, and asks the server nothing', async () => {
    renderAt('/userroles/usermgt/admin-history');
    expect(
      await screen.findByText("Open the admin history from a person's record."),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it("with a person, asks for that person's history", async () => {
    renderAt('/userroles/usermgt/admin-history?agentId=7');
    expect(await screen.findByRole('heading', { name: 'Admin history' })).toBeInTheDocument();
    const history = sent.mock.calls.find(
      ([call]) => call?.path === 'bq/agentAdminConfig/adminConfigRecord',
    );
    expect(history?.[1]).toMatchObject({ agentId: 7 });
  });
});
