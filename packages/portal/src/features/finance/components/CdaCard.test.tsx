import type { CaseCda, CdaVersion } from '@bq/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/renderRoute';
import { stubSend } from '../../../../test/sendStub';
import { ApiError } from '../../../shared/http/errors';
import { layout } from '../../../shared/layout/store';
import { CdaCard } from './CdaCard';

const SELF =
  'CDA v2 of case C-2026-0007 disburses $32,000.00, above $25,000.00: someone other than who generated it approves it';

const V2: CdaVersion = {
  id: 12,
  version: 2,
  status: 'generated',
  gross: '32000.00',
  company: 'Golden Gate Escrow',
  contact: 'Erin Escrow',
  email: 'erin@golden-gate-escrow.example',
  fileNo: 'GGE-2026-4411',
  instructions: 'Check payable to BQ Realty, Inc.',
  lines: [
    {
      kind: 'agent',
      userId: 3,
      payee: 'Alex Agent',
      what: "Agent's net (Alex Agent, 100.00% of the team)",
      amount: '22150.00',
    },
    {
      kind: 'transaction_fee',
      userId: null,
      payee: 'BQ Realty, Inc.',
      what: 'Transaction fee (Alex Agent, 100.00% of the team)',
      amount: '250.00',
    },
    {
      kind: 'company_dollar',
      userId: null,
      payee: 'BQ Realty, Inc.',
      what: 'Company dollar (Alex Agent, 100.00% of the team)',
      amount: '9600.00',
    },
  ],
  needsSecondPerson: true,
  generatedBy: 'Fay Finance',
  generatedAt: '2026-11-10T18:00:00.000Z',
  approvedBy: null,
  approvedAt: null,
  sentBy: null,
  sentAt: null,
  mailStatus: null,
};

const CDA: CaseCda = {
  caseId: 7,
  caseNo: 'C-2026-0007',
  caseStatus: 'approved',
  address: '1 Test Street Apt 2, San Jose, CA 95112',
  recipient: {
    company: V2.company,
    contact: V2.contact,
    email: V2.email,
    fileNo: V2.fileNo,
  },
  secondPersonAbove: '25000.00',
  versions: [V2, { ...V2, id: 11, version: 1, status: 'superseded', gross: '30000.00' }],
};

const sent = stubSend(async (call) => {
  if ((call as { path: string }).path === 'bq/cda/approve')
    throw new ApiError(403, SELF, 'bq/cda/approve');
  return CDA as never;
});

const callsTo = (path: string) =>
  sent.mock.calls.filter(([call]) => (call as { path: string }).path === path);

const renderCard = () =>
  renderRoute('/financial/case-ledger/:id', <CdaCard caseId={7} />, '/financial/case-ledger/7');

afterEach(() => {
  layout.language = 1;
});

describe('the CDA card', () => {
  it('shows the standing version, its payees and every version, in English', async () => {
    layout.language = 2;
    renderCard();
    expect(await screen.findByText('Commission disbursement authorization (CDA)')).toBeTruthy();
    expect(screen.getAllByText('Waiting for approval').length).toBeGreaterThan(0);
    expect(screen.getByText('Superseded')).toBeTruthy();
    expect(screen.getByText('GGE-2026-4411')).toBeTruthy();
    expect(screen.getByText("Agent's net (Alex Agent, 100.00% of the team)")).toBeTruthy();
    expect(screen.getAllByText('$32,000.00').length).toBeGreaterThan(0);
    for (const name of ['Generate again', 'Approve', 'Download PDF'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    // Not approved: nothing to send yet.
    expect(screen.queryByRole('button', { name: 'Send to title/escrow' })).toBeNull();
  });

  it('approves with an idempotency key; a refusal leaves the dialog open', async () => {
    layout.language = 2;
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Gross commission \$32,000\.00/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(callsTo('bq/cda/approve')).toHaveLength(1));
    const [, body] = callsTo('bq/cda/approve')[0] ?? [];
    expect(body).toMatchObject({ caseId: 7, version: 2 });
    expect((body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[\w-]{8,100}$/);
    // Refused (the HTTP layer shows the server's words): the decision is still to be made.
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('speaks Chinese when the toggle says so', async () => {
    renderCard();
    expect(await screen.findByText('佣金支付授权书（CDA）')).toBeTruthy();
    for (const name of ['重新生成', '批准', '下载 PDF'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('已被取代')).toBeTruthy();
  });
});
