import type { ReferralFeeRow } from '@bq/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/renderRoute';
import { stubSend } from '../../../../test/sendStub';
import ReferralFeesPage from './ReferralFeesPage';

const OWED: ReferralFeeRow = {
  caseId: 7,
  caseNo: 'C-2026-0007',
  brokerage: 'Referring brokerage of case C-2026-0007',
  fee: '6250.00',
  paid: '0.00',
  paying: '0.00',
  owed: '6250.00',
  status: 'owed',
  pendingPayoutId: null,
};

const PAYING: ReferralFeeRow = {
  ...OWED,
  caseId: 8,
  caseNo: 'C-2026-0008',
  brokerage: 'Referring brokerage of case C-2026-0008',
  paying: '6250.00',
  owed: '0.00',
  status: 'paying',
  pendingPayoutId: 41,
};

const sent = stubSend(async (call) => {
  switch ((call as { path: string }).path) {
    case 'bq/view/list':
      return { views: [], defaultId: null, roles: [] } as never;
    case 'bq/referralFee/list':
      return { total: 2, list: [OWED, PAYING], secondPersonAbove: '5000.00' } as never;
    default:
      return { id: 41, status: 'pending', amount: '6250.00' } as never;
  }
});

const renderPage = () => renderRoute('/financial/referral-fees', <ReferralFeesPage />);

const callsTo = (path: string) =>
  sent.mock.calls.filter(([call]) => (call as { path: string }).path === path);

describe('referral fees', () => {
  it("lists each case's fee, linked to the case's ledger, with its status", async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'C-2026-0007' });
    expect(link.getAttribute('href')).toBe('/financial/case-ledger/7');
    expect(screen.getByText('Referring brokerage of case C-2026-0007')).toBeTruthy();
    // The column's header and the owed case's status.
    expect(screen.getAllByText('Owed')).toHaveLength(2);
    expect(screen.getByText('Paying')).toBeTruthy();
  });

  it('pays what is owed after the dialog, with an idempotency key', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/\$6,250\.00/)).toBeTruthy();
    expect(callsTo('bq/referralFee/pay')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(callsTo('bq/referralFee/pay')).toHaveLength(1));
    const [, body] = callsTo('bq/referralFee/pay')[0] ?? [];
    expect(body).toMatchObject({ caseId: 7 });
    expect((body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[\w-]{8,100}$/);
  });

  it('confirms a pending payout only with a reference, and voids one with a reason', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Confirm paid' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm paid' }));
    expect(await within(dialog).findByText('Say why')).toBeTruthy();
    expect(callsTo('bq/referralFee/confirm')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reference/), 'WIRE-1');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm paid' }));
    await waitFor(() => expect(callsTo('bq/referralFee/confirm')).toHaveLength(1));
    expect(callsTo('bq/referralFee/confirm')[0]?.[1]).toEqual({ id: 41, reference: 'WIRE-1' });

    await user.click(await screen.findByRole('button', { name: 'Void' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong account');
    await user.click(within(dialog).getByRole('button', { name: 'Void payout' }));
    await waitFor(() => expect(callsTo('bq/referralFee/void')).toHaveLength(1));
    expect(callsTo('bq/referralFee/void')[0]?.[1]).toEqual({ id: 41, reason: 'Wrong account' });
  });
});
