import type { MyStatement } from '@bq/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoute } from '../../../../test/renderRoute';
import { stubSend } from '../../../../test/sendStub';
import MyStatementDetailPage from './MyStatementDetailPage';

const STATEMENT: MyStatement = {
  id: 9,
  month: '2026-10',
  status: 'paid',
  total: '17250.00',
  paidTotal: '17250.00',
  paidAt: '2026-11-02T18:00:00.000Z',
  lineCount: 1,
  lines: [
    {
      lineId: 1,
      transferId: 41,
      eventKey: 'case:7:commission:3:v1',
      day: '2026-10-15',
      caseId: 7,
      caseNo: 'C-2026-0007',
      caseType: 1,
      purchaseKind: 'new',
      account: 'agent',
      memo: 'C-2026-0007: commission',
      amount: '17250.00',
      reverses: null,
    },
  ],
  feesOwed: [
    {
      lineId: 2,
      transferId: 42,
      eventKey: 'agent-fee:3:1:2026-10',
      day: '2026-10-15',
      caseId: null,
      caseNo: null,
      caseType: null,
      purchaseKind: null,
      account: 'agent',
      memo: 'Desk fee, October 2026',
      amount: '-500.00',
      reverses: null,
    },
  ],
};

const PDF = {
  fileName: 'statement-2026-10.pdf',
  mime: 'application/pdf',
  contentBase64: 'JVBERg==',
};

const sent = stubSend(async (call) =>
  (call as { path: string }).path === 'bq/myPay/statementPdf'
    ? (PDF as never)
    : (STATEMENT as never),
);

const renderPage = () =>
  renderRoute(
    '/agent-center/my-statements/detail',
    <MyStatementDetailPage />,
    '/agent-center/my-statements/detail?id=9',
  );

describe('my pay statement', () => {
  it('shows its lines linked to their case and downloads the statement as a PDF', async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs: the download's blob link is stood in for, then put back.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pay statement 2026-10' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'C-2026-0007' }).getAttribute('href')).toBe(
      '/transaction/purchase-new-process?id=7',
    );
    // A fee the agent did not agree to have netted is shown as owed, apart from the lines paid.
    expect(screen.getByRole('heading', { name: 'Fees owed, not deducted' })).toBeTruthy();
    expect(screen.getAllByText('Desk fee, October 2026').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(
        sent.mock.calls.some(
          ([call, body]) =>
            (call as { path: string }).path === 'bq/myPay/statementPdf' &&
            (body as { id: number }).id === 9,
        ),
      ).toBe(true),
    );
  });
});
