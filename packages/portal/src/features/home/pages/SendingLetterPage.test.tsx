import { FIELD_LIMITS } from '@bq/contract/meta';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import SendingLetterPage from './SendingLetterPage';

const sent = stubSend(async () => null);

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/home/sending-letter/:name?/:id?', element: <SendingLetterPage /> }],
    { initialEntries: ['/home/sending-letter/Ann/5'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a letter to a lecturer or a coach', () => {
  it('sends a subject and a message as long as the limits in emoji (each counts one)', async () => {
    const user = userEvent.setup();
    const { title, content } = FIELD_LIMITS.letter;
    renderPage();
    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    await user.paste('👍'.repeat(title.max + 1));
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste('👨‍👩‍👧'.repeat(content.max));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0]?.[1]).toEqual({
      receiverIds: [5],
      title: '👍'.repeat(title.max),
      content: '👨‍👩‍👧'.repeat(content.max),
    });
  });
});
