import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { stubSend } from '../../../test/sendStub';
import { layout } from '../../shared/layout/store';
import { setAccess, signIn, signOut } from '../../shared/session/store';
import { ROUTE_TABLE } from '../routes/table';
import { ShellHeader } from './ShellHeader';

const CASE = {
  kind: 'case',
  id: 8,
  title: 'BQ-2026-000008',
  details: ['5120 Wilshire Blvd, Los Angeles, CA 90036', 'draft'],
  path: '/transaction/listing-process?id=8',
  exact: false,
};

const sent = stubSend(async (call, request) => {
  const path = (call as { path: string }).path;
  if (path === 'bq/search/query') {
    const q = (request as { q: string }).q;
    return q.length < 2
      ? { recent: true, groups: [] }
      : { recent: false, groups: q.startsWith('wil') ? [{ kind: 'case', hits: [CASE] }] : [] };
  }
  return { pendingApprovalNum: 0, approveNum: 0, unReadNum: 0 };
});
const searches = () =>
  sent.mock.calls
    .filter(([call]) => (call as { path: string }).path === 'bq/search/query')
    .map(([, request]) => (request as { q: string }).q);

function renderShell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/home', element: <ShellHeader /> },
      { path: '*', element: <p>opened</p> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("the header's search", () => {
  afterEach(() => {
    signOut();
    layout.language = 1;
  });

  it('opens with Ctrl-K, asks the server what was typed, and Enter opens the record', async () => {
    layout.language = 2;
    signIn('token-1', { roleInfos: null, roleIds: ['1'] });
    setAccess({ kind: 'routes', routes: [], granted: new Set(), canCreateCase: false });
    const router = renderShell();
    await userEvent.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Find' });
    await userEvent.type(box, 'wil');
    expect(await screen.findByText('BQ-2026-000008')).toBeInTheDocument();
    expect(screen.getByText('Cases')).toBeInTheDocument();
    expect(searches().at(-1)).toBe('wil');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/transaction/listing-process'),
    );
    expect(router.state.location.search).toBe('?id=8');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds the pages of the menu the person may open, in their language', async () => {
    layout.language = 1;
    signIn('token-1', { roleInfos: null, roleIds: ['1'] });
    setAccess({ kind: 'routes', routes: ROUTE_TABLE, granted: new Set(), canCreateCase: false });
    const router = renderShell();
    await userEvent.click(screen.getByRole('button', { name: /查找/ }));
    await userEvent.type(await screen.findByRole('combobox'), '案件列表');
    const option = await screen.findByRole('option', { name: /案件列表/ });
    expect(screen.getByText('页面')).toBeInTheDocument();
    await userEvent.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transaction/caselist'));
  });
});
