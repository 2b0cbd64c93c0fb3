import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { layout } from '../../../shared/layout/store';
import { TwoStepCard } from './TwoStepCard';

const RECOVERY = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
let enrolled = false;
const sent = stubSend(async (call, body) => {
  const path = (call as { path: string }).path;
  if (path.endsWith('/status'))
    return { enrolled, required: false, recoveryCodesLeft: enrolled ? 10 : 0 };
  if (path.endsWith('/start'))
    return {
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/x',
      qrSvg: 'data:image/svg+xml;base64,PHN2Zy8+',
    };
  if (path.endsWith('/confirm')) {
    if ((body as { code: string }).code !== '654321')
      throw new Error('Code: is not the code your authenticator app shows now.');
    enrolled = true;
    return { recoveryCodes: RECOVERY };
  }
  throw new Error(`unexpected ${path}`);
});

beforeEach(() => {
  enrolled = false;
  layout.language = 2;
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TwoStepCard />
    </QueryClientProvider>,
  );
}

describe('the two-step sign-in card', () => {
  it('shows the QR code and key, refuses a wrong code, then the recovery codes once', async () => {
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByTestId('two-step-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    const input = screen.getByLabelText(/Code from your authenticator app/);
    await userEvent.type(input, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/is not the code/)).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Keep these ten recovery codes/)).toBeTruthy();
    for (const code of RECOVERY) expect(screen.getByText(code)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left')).toBeTruthy();
    expect(screen.queryByText(RECOVERY[0] as string)).toBeNull();
    expect(
      sent.mock.calls.filter(([call]) => (call as { path: string }).path.endsWith('/confirm')),
    ).toHaveLength(2);
  });
});
