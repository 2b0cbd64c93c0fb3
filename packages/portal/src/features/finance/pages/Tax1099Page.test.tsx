import type { Payee1099Row } from '@bq/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/renderRoute';
import { stubSend } from '../../../../test/sendStub';
import Tax1099Page from './Tax1099Page';

const row = (over: Partial<Payee1099Row>): Payee1099Row => ({
  userId: 4,
  name: 'Bo Noboard',
  kinds: ['agent'],
  paid: '2500.00',
  payouts: 2,
  reportable: true,
  w9OnFile: true,
  tinLast4: '6789',
  tinMasked: '***-**-6789',
  tinOnFile: true,
  ...over,
});

const sent = stubSend(async (call) => {
  switch ((call as { path: string }).path) {
    case 'bq/tax/summary1099':
      return {
        year: 2025,
        threshold: '600.00',
        list: [row({ userId: 7, name: 'Nia Nolicense', tinOnFile: false, tinMasked: '' }), row({})],
        missingW9: 0,
        missingTin: 1,
      } as never;
    case 'bq/tax/revealTin':
      return { userId: 4, tin: '123456789' } as never;
    default:
      return null as never;
  }
});

const renderPage = () =>
  renderRoute('/financial/tax-1099', <Tax1099Page />, '/financial/tax-1099?year=2025');

const callsTo = (path: string) =>
  sent.mock.calls.filter(([call]) => (call as { path: string }).path === path);

describe('the 1099 page', () => {
  it('shows TINs masked and says who has none on file', async () => {
    renderPage();
    expect(await screen.findByText('***-**-6789')).toBeTruthy();
    expect(screen.getByText('No full TIN')).toBeTruthy();
    expect(screen.getByText(/1 payee due a 1099-NEC without a full/)).toBeTruthy();
    expect(screen.queryByText('123-45-6789')).toBeNull();
  });

  it('reveals a TIN only with a reason, then hides it again', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reveal' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is sent without a reason.
    await user.click(within(dialog).getByRole('button', { name: 'Reveal the TIN' }));
    expect(await within(dialog).findByText('Say why you need the full TIN')).toBeTruthy();
    expect(callsTo('bq/tax/revealTin')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), '  Payee asked  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal the TIN' }));
    await waitFor(() => expect(callsTo('bq/tax/revealTin')).toHaveLength(1));
    expect(callsTo('bq/tax/revealTin')[0]?.[1]).toEqual({ userId: 4, reason: 'Payee asked' });
    expect(await screen.findByText('123-45-6789')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('123-45-6789')).toBeNull();
    expect(screen.getByText('***-**-6789')).toBeTruthy();
  });
});
