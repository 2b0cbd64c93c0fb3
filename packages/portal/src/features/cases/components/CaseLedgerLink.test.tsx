import { MODULE_IDS } from '@bq/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccess } from '../../../shared/session/store';
import { CaseLedgerLink } from './CaseLedgerLink';
import type { CaseDetail } from './formMapping';

function show(status: CaseDetail['status'], granted: string[]) {
  setAccess({ kind: 'routes', routes: [], granted: new Set(granted), canCreateCase: false });
  const detail = { id: 41, status } as CaseDetail;
  const router = createMemoryRouter([{ path: '*', element: <CaseLedgerLink detail={detail} /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(() => setAccess(null));

describe("a case's link to its ledger", () => {
  it('opens a closed case’s ledger for those who keep the ledger', () => {
    show('closed', [MODULE_IDS['financial/corrections']]);
    const link = screen.getByRole('link', { name: 'Ledger' });
    expect(link.getAttribute('href')).toBe('/financial/case-ledger/41');
  });

  it('is not offered before the closing, nor to anyone without the ledger', () => {
    show('approved', [MODULE_IDS['financial/corrections']]);
    expect(screen.queryByRole('link', { name: 'Ledger' })).toBeNull();
    show('closed', [MODULE_IDS['transaction/caselist']]);
    expect(screen.queryByRole('link', { name: 'Ledger' })).toBeNull();
  });
});
