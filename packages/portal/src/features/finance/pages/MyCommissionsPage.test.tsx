import type { MyCommissions } from '@bq/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/renderRoute';
import { stubSend } from '../../../../test/sendStub';
import MyCommissionsPage from './MyCommissionsPage';

const line = {
  lineId: 1,
  transferId: 41,
  eventKey: 'case:7:commission:3:v1',
  day: '2026-10-15',
  caseId: 7,
  caseNo: 'C-2026-0007',
  caseType: 3,
  purchaseKind: null,
  account: 'agent',
  memo: 'C-2026-0007: commission',
  amount: '17250.00',
  reverses: null,
} as const;

const ANSWER: MyCommissions = {
  year: '2026',
  lines: [
    line,
    {
      ...line,
      lineId: 2,
      transferId: 42,
      eventKey: 'reverse:41',
      amount: '-17250.00',
      reverses: 41,
    },
    { ...line, lineId: 3, transferId: 43, eventKey: 'correction:5', amount: '17750.00' },
  ],
  yearTotal: '17750.00',
  cap: {
    plan: 'Standard',
    cap: '16000.00',
    yearFrom: '2026-01-01',
    counted: '7500.00',
    left: '8500.00',
  },
};

const sent = stubSend(async () => ANSWER as never);

const renderPage = () => renderRoute('/agent-center/my-commissions/index', <MyCommissionsPage />);

describe('my commissions', () => {
  it('shows each line linked to its case and ledger event, the year total and the cap left', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'My commission lines' });
    const links = within(table).getAllByRole('link', { name: 'C-2026-0007' });
    expect(links[0]?.getAttribute('href')).toBe('/transaction/listing-process?id=7');
    expect(within(table).getByText('Transfer 41 · case:7:commission:3:v1')).toBeTruthy();
    expect(within(table).getByText('Correction: reverses transfer 41')).toBeTruthy();
    expect(within(table).getByText('Correction: corrected amount')).toBeTruthy();
    expect(screen.getByText('Total 2026')).toBeTruthy();
    // The corrected line and the year's total.
    expect(screen.getAllByText('$17,750.00')).toHaveLength(2);
    expect(screen.getByText('Left before the cap')).toBeTruthy();
    expect(screen.getByText('$8,500.00')).toBeTruthy();
    // The signed-in person's own: the request names nobody, and no year asks for this one.
    expect(sent.mock.calls[0]?.[1]).toEqual({});
  });
});
