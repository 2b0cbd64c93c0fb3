import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { SubscribePanel } from './SubscribePanel';

const URL_1 = 'http://127.0.0.1:8080/api/calendar/feed/first.ics';
let active = false;
const sent = stubSend((async (call: { path: string }) => {
  if (call.path === 'bq/calendar/feedStatus')
    return active
      ? { active: true, createdAt: '2027-05-01T19:00:00.000Z' }
      : { active: false, createdAt: null };
  if (call.path === 'bq/calendar/renewFeed') {
    active = true;
    return { url: URL_1, createdAt: '2027-05-01T19:00:00.000Z' };
  }
  if (call.path === 'bq/calendar/revokeFeed') {
    active = false;
    return null;
  }
  throw new Error(`unexpected ${call.path}`);
}) as never);

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SubscribePanel />
    </QueryClientProvider>,
  );
}

describe('the Subscribe panel', () => {
  it('makes an address and shows it once, with Copy', async () => {
    active = false;
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Make my calendar address' }));
    const address = await screen.findByRole('textbox', { name: 'Your calendar address' });
    expect((address as HTMLInputElement).value).toBe(URL_1);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(sent.mock.calls.map(([call]) => call.path)).toContain('bq/calendar/renewFeed');
  });

  it('asks before replacing or stopping an address in use, and never shows the old one', async () => {
    active = true;
    show();
    expect(await screen.findByText(/An address is in use since/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your calendar address' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop the address' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop it' }));
    await waitFor(() =>
      expect(sent.mock.calls.map(([call]) => call.path)).toContain('bq/calendar/revokeFeed'),
    );
    expect(await screen.findByText('You have no calendar address.')).toBeTruthy();
  });
});
