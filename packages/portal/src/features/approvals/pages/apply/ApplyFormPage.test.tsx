import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../../test/sendStub';
import { ApiError } from '../../../../shared/http/errors';
import ApplyFormPage from './ApplyFormPage';

const sent = stubSend();

const NOT_YOURS = 'You may only read your own applications or those on your approval chain';

function renderAt(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/approval/apply/wages/:type', element: <ApplyFormPage /> },
      { path: '/approval/apply/:kind', element: <ApplyFormPage /> },
      { path: '/approval/apply/index', element: <p>My applications</p> },
    ],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a form address that cannot be opened is no dead end', () => {
  it('an unknown wages type says so and leads back to My applications', async () => {
    renderAt('/approval/apply/wages/1');
    expect(await screen.findByText('Unknown application')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My applications' })).toHaveAttribute(
      'href',
      '/approval/apply/index',
    );
  });

  it("another person's draft says what the server said, not 'not found'", async () => {
    sent.mockRejectedValue(new ApiError(403, NOT_YOURS, 'bq/application/get'));
    renderAt('/approval/apply/tutor?id=12');
    expect(await screen.findByText('Not your application')).toBeInTheDocument();
    expect(screen.getByText(NOT_YOURS)).toBeInTheDocument();
    expect(screen.queryByText('Application not found')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My applications' })).toBeInTheDocument();
  });
});
