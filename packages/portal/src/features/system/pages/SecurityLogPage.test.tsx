import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { layout } from '../../../shared/layout/store';
import { securityLogRequest } from '../components/securityLog';
import SecurityLogPage from './SecurityLogPage';

const EVENTS = [
  {
    id: 2,
    at: '2026-12-02T02:30:00.000Z',
    kind: 'sign_in',
    userId: 9,
    userName: 'Lee Lecturer',
    userEmail: 'lecturer@bq.example.com',
    subjectId: null,
    subjectName: null,
    ip: '203.0.113.9',
    device: 'Chrome 131 on Windows',
    sessionId: 41,
    reason: null,
    detail: { method: 'password' },
  },
  {
    id: 1,
    at: '2026-12-02T02:29:00.000Z',
    kind: 'sign_in_failed',
    userId: 9,
    userName: 'Lee Lecturer',
    userEmail: 'lecturer@bq.example.com',
    subjectId: null,
    subjectName: null,
    ip: '203.0.113.9',
    device: 'Chrome 131 on Windows',
    sessionId: null,
    reason: 'wrong_password',
    detail: {},
  },
];

const sent = stubSend(async (call) => {
  const path = (call as { path: string }).path;
  if (path === 'bq/security/events') return { total: EVENTS.length, list: EVENTS };
  if (path === 'bq/view/list') return { views: [], defaultId: null, roles: [] };
  if (path === 'bq/security/export')
    return { fileName: 'security-log.csv', mime: 'text/csv', contentBase64: 'YSxi', leftOut: 0 };
  throw new Error(`unexpected ${path}`);
});

beforeEach(() => {
  layout.language = 2;
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '/system/security-log', element: <SecurityLogPage /> }],
    {
      initialEntries: [url],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the security log page', () => {
  it('shows each event with its reason, address and device, and downloads the filtered CSV', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('/system/security-log?kind=sign_in_failed&from=12/01/2026');
    expect(await screen.findByText('wrong password')).toBeTruthy();
    expect(screen.getAllByText('Sign-in failed').length).toBeGreaterThan(0);
    expect(screen.getAllByText('203.0.113.9')).toHaveLength(2);
    expect(screen.getByText(/Chrome 131 on Windows · session 41/)).toBeTruthy();
    const query = sent.mock.calls.find(
      ([c]) => (c as { path: string }).path === 'bq/security/events',
    );
    expect(query?.[1]).toMatchObject({ kind: 'sign_in_failed', from: '2026-12-01', pageNum: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = sent.mock.calls.find(
      ([c]) => (c as { path: string }).path === 'bq/security/export',
    );
    expect(exported?.[1]).toEqual({ kind: 'sign_in_failed', from: '2026-12-01' });
    click.mockRestore();
  });

  it('speaks Chinese when the portal does', async () => {
    layout.language = 1;
    renderAt('/system/security-log');
    expect(await screen.findByText('安全日志')).toBeTruthy();
    expect(await screen.findByText('密码错误')).toBeTruthy();
  });

  it('sends only the filters that name something', () => {
    const state = (filters: Partial<Record<'person' | 'kind' | 'from' | 'to', string>>) => ({
      tab: undefined as never,
      filters: { person: '', kind: '', from: '', to: '', ...filters },
      sort: null,
      page: 2,
      pageSize: 50,
      extra: {},
    });
    expect(securityLogRequest(state({}))).toEqual({ pageNum: 2, pageSize: 50 });
    expect(securityLogRequest(state({ person: '12', kind: 'nonsense', to: '12/01/2026' }))).toEqual(
      { userId: 12, to: '2026-12-01', pageNum: 2, pageSize: 50 },
    );
  });
});
