import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { layout } from '../../../shared/layout/store';
import { SessionsCard } from './SessionsCard';

let sessions = [
  {
    id: 4,
    device: 'Chrome 131 on Windows',
    ip: '198.51.100.20',
    signedInAt: '2026-12-01T18:00:00.000Z',
    lastSeenAt: '2026-12-01T18:30:00.000Z',
    current: true,
  },
  {
    id: 3,
    device: 'Safari 17 on iPhone',
    ip: '198.51.100.21',
    signedInAt: '2026-11-30T17:00:00.000Z',
    lastSeenAt: '2026-12-01T08:00:00.000Z',
    current: false,
  },
];
const sent = stubSend(async (call, body) => {
  const path = (call as { path: string }).path;
  if (path === 'bq/session/mine') return sessions;
  if (path === 'bq/session/end') {
    sessions = sessions.filter((s) => s.id !== (body as { id: number }).id);
    return null;
  }
  throw new Error(`unexpected ${path}`);
});

beforeEach(() => {
  layout.language = 2;
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionsCard />
    </QueryClientProvider>,
  );
}

describe('the sessions and devices card', () => {
  it('lists my sessions, marks this one, and ends another', async () => {
    renderCard();
    expect(await screen.findByText('Chrome 131 on Windows')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    expect(screen.getByText(/198\.51\.100\.21/)).toBeTruthy();
    // Only the other session has an End button: this one ends by logging out.
    expect(screen.getAllByRole('button', { name: /^End/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'End: Safari 17 on iPhone' }));
    expect(await screen.findByText('The session was ended.')).toBeTruthy();
    expect(await screen.findByText('No other session.')).toBeTruthy();
    expect(screen.queryByText('Safari 17 on iPhone')).toBeNull();
    const ends = sent.mock.calls.filter(
      ([call]) => (call as { path: string }).path === 'bq/session/end',
    );
    expect(ends.map(([, body]) => body)).toEqual([{ id: 3 }]);
  });

  it('speaks Chinese when the portal does', async () => {
    layout.language = 1;
    renderCard();
    expect(await screen.findByText('会话与设备')).toBeTruthy();
    expect(await screen.findByText('本设备')).toBeTruthy();
  });
});
