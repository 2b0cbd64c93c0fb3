import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnmatchedReceivables } from './UnmatchedReceivables';

describe('the month close’s cases still owed by title/escrow', () => {
  it('links each case to its ledger, with what it still owes', () => {
    const check = {
      key: 'receivables' as const,
      label: "Every closed case's commission received from title/escrow",
      passed: false,
      blocks: false,
      count: 1,
      amounts: [{ amount: '8000.50', unit: 'USD' as const }],
      detail:
        '1 closed case still owed by title/escrow: C-2026-0007 (a warning: the month may close)',
      cases: [{ id: 7, caseNo: 'C-2026-0007', owed: '8000.50' }],
    };
    const router = createMemoryRouter(
      [{ path: '/financial/month-close', element: <UnmatchedReceivables check={check} /> }],
      { initialEntries: ['/financial/month-close'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'C-2026-0007' }).getAttribute('href')).toBe(
      '/financial/case-ledger/7',
    );
    expect(screen.getByText('$8,000.50')).toBeTruthy();
    expect(screen.getByText('Warning')).toBeTruthy();
  });
});
