import type { CaseCda, CaseLedger } from '@bq/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/renderRoute';
import { stubSend } from '../../../../test/sendStub';
import { ApiError } from '../../../shared/http/errors';
import CaseLedgerPage from './CaseLedgerPage';

// Another receipt came in meanwhile: the server's figure is lower than the page's.
const OVER = 'must be at most $500.00, what title/escrow still owes on case C-2026-0007';

const LEDGER: CaseLedger = {
  caseId: 7,
  caseNo: 'C-2026-0007',
  caseStatus: 'closed',
  due: '22500.00',
  received: '10000.00',
  owed: '12500.00',
  status: 'partial',
  transfers: [
    {
      id: 41,
      eventKey: 'case:7:commission:3:v1',
      kind: 'commission',
      day: '2026-10-15',
      memo: 'C-2026-0007: commission',
      reverses: null,
      lines: [
        {
          account: 1,
          label: 'Receivable · Commissions due from title/escrow',
          kind: 'receivable',
          amount: '-22500.00',
        },
        {
          account: 2,
          label: 'Referral · Referring brokerages',
          kind: 'referral',
          amount: '5625.00',
        },
        { account: 3, label: 'Agent · Alex Agent', kind: 'agent', amount: '10406.25' },
        { account: 4, label: 'Coach · Cora Coach', kind: 'coach', amount: '1156.25' },
        { account: 5, label: 'Income · Transaction fees', kind: 'income', amount: '250.00' },
        { account: 6, label: 'Income · Company dollar', kind: 'income', amount: '5062.50' },
      ],
    },
    {
      id: 52,
      eventKey: 'case:7:title-receipt:WIRE-1001',
      kind: 'receipt',
      day: '2026-10-20',
      memo: 'Title/escrow receipt for case C-2026-0007, reference WIRE-1001',
      reverses: null,
      lines: [
        { account: 7, label: 'Cash · the office', kind: 'cash', amount: '-10000.00' },
        {
          account: 1,
          label: 'Receivable · Commissions due from title/escrow',
          kind: 'receivable',
          amount: '10000.00',
        },
      ],
    },
  ],
  receipts: [
    {
      transferId: 52,
      day: '2026-10-20',
      reference: 'WIRE-1001',
      amount: '10000.00',
      by: 'Fran Finance',
    },
  ],
};

// The CDA card of a case closed before CDAs: no version, nothing to offer.
const NO_CDA: CaseCda = {
  caseId: 7,
  caseNo: 'C-2026-0007',
  caseStatus: 'closed',
  address: '1 Test Street, San Jose, CA 95112',
  recipient: { company: '', contact: '', email: '', fileNo: '' },
  secondPersonAbove: '25000.00',
  versions: [],
};

let ledger: CaseLedger = LEDGER;
const sent = stubSend(async (call, body) => {
  if ((call as { path: string }).path === 'bq/cda/get') return NO_CDA as never;
  if ((call as { path: string }).path === 'bq/titleReceipt/record') {
    const { amount } = body as { amount: string };
    if (amount === '12000.00')
      throw new ApiError(400, `Amount: ${OVER}.`, 'bq/titleReceipt/record', [
        { field: 'amount', message: OVER },
      ]);
    return LEDGER as never;
  }
  return ledger as never;
});

const renderPage = () =>
  renderRoute('/financial/case-ledger/:id?', <CaseLedgerPage />, '/financial/case-ledger/7');

const recordCalls = () =>
  sent.mock.calls.filter(([call]) => (call as { path: string }).path === 'bq/titleReceipt/record');

describe('case ledger', () => {
  it('shows the waterfall by account, the receipts and what is still owed', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Case C-2026-0007: ledger' })).toBeTruthy();
    expect(screen.getByText('Partly received')).toBeTruthy();
    for (const step of [
      'Gross from title/escrow',
      'Referral fee',
      'Agent split',
      'Coach share',
      'Fees',
      'Company dollar',
      'Received from title/escrow',
    ])
      expect(screen.getByText(step)).toBeTruthy();
    expect(screen.getByText('Agent · Alex Agent')).toBeTruthy();
    expect(screen.getByText('WIRE-1001')).toBeTruthy();
    expect(screen.getAllByText('$12,500.00').length).toBeGreaterThan(0);
  });

  it('says an approved case is not closed yet, with nothing posted and no receipt to record', async () => {
    ledger = {
      ...LEDGER,
      caseStatus: 'approved',
      due: '0.00',
      received: '0.00',
      owed: '0.00',
      status: 'nothing_due',
      transfers: [],
      receipts: [],
    };
    try {
      renderPage();
      expect(
        await screen.findByText('The case is not closed: title/escrow pays a closed case.'),
      ).toBeTruthy();
      expect(
        screen.getByText('Nothing posted yet: the closing posts the commission.'),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Record a receipt' })).toBeNull();
    } finally {
      ledger = LEDGER;
    }
  });

  it('records a receipt: its own checks first, the server refusal under the amount, one key', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Record a receipt' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/Amount received/);
    const reference = within(dialog).getByLabelText(/Wire or check reference/);
    // The reference's limit is the contract's (100 characters): the 101st is not taken.
    await user.click(reference);
    await user.paste('R'.repeat(101));
    expect(reference).toHaveProperty('value', 'R'.repeat(100));
    await user.clear(reference);

    // Checked before sending: nothing, and more than is owed, never reach the server.
    await user.click(within(dialog).getByRole('button', { name: 'Record the receipt' }));
    expect(
      await within(dialog).findByText('Enter the reference of the wire or check'),
    ).toBeTruthy();
    await user.type(reference, 'WIRE-1002');
    await user.type(amount, '12500.01');
    await user.click(within(dialog).getByRole('button', { name: 'Record the receipt' }));
    expect(
      await within(dialog).findByText('At most $12,500.00, what title/escrow still owes'),
    ).toBeTruthy();
    expect(recordCalls()).toHaveLength(0);

    // The server's refusal shows under the field it names, and the same dialog's key is kept.
    await user.clear(amount);
    await user.type(amount, '12000.00');
    await user.click(within(dialog).getByRole('button', { name: 'Record the receipt' }));
    expect(
      await within(dialog).findByText(
        'Must be at most $500.00, what title/escrow still owes on case C-2026-0007',
      ),
    ).toBeTruthy();
    expect(recordCalls()).toHaveLength(1);

    // The bank's day, today (the test clock's, in California) until finance says an earlier one.
    const receivedOn = within(dialog).getByLabelText(/Received on/);
    expect(receivedOn).toHaveProperty('value', '12/01/2026');
    await user.clear(receivedOn);
    await user.type(receivedOn, '11/30/2026');
    await user.clear(amount);
    await user.type(amount, '12500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Record the receipt' }));
    await waitFor(() => expect(recordCalls()).toHaveLength(2));
    const [, first] = recordCalls()[0] ?? [];
    const [, body] = recordCalls()[1] ?? [];
    expect(body).toMatchObject({
      caseId: 7,
      amount: '12500.00',
      reference: 'WIRE-1002',
      receivedOn: '2026-11-30',
    });
    expect(first).toMatchObject({ receivedOn: '2026-12-01' });
    expect((body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[\w-]{8,100}$/);
    expect((body as { idempotencyKey: string }).idempotencyKey).toBe(
      (first as { idempotencyKey: string }).idempotencyKey,
    );
  });
});
