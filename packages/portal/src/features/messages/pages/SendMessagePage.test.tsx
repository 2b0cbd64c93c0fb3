import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import SendMessagePage from './SendMessagePage';

const sent = stubSend();

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SendMessagePage /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('sending a letter to roles and branches', () => {
  beforeEach(() => {
    sent.mockReset();
    // The role list (a page) and the branch tree (a list) the choosers offer: none needed here.
    sent.mockImplementation((async (call: { path: string }) =>
      call.path.includes('getAreaList') ? [] : { list: [], total: 0 }) as never);
  });

  it('says what is missing under each field and calls nothing when Send is pressed empty', async () => {
    renderPage();
    const before = sent.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose at least one role or branch')).toBeVisible();
    expect(screen.getByText('Enter a title')).toBeVisible();
    expect(screen.getByText('Write the letter')).toBeVisible();
    expect(sent.mock.calls.length).toBe(before);
  });
});
