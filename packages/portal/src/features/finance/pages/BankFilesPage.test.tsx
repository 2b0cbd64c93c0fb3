import type { BatchCandidate, PayoutBatchRow } from '@bq/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/renderRoute';
import { stubSend } from '../../../../test/sendStub';
import { layout } from '../../../shared/layout/store';
import BankFilesPage from './BankFilesPage';

const ACCOUNT = {
  userId: 12,
  holderName: 'Nora Board',
  holderKind: 'person',
  accountType: 'checking',
  routing: '121000358',
  accountMasked: '****6789',
  flaggedCode: null,
  flaggedAt: null,
  updatedBy: 'Finance',
  updatedAt: '2026-10-15T18:00:00.000Z',
} as const;

const READY: BatchCandidate = {
  payoutId: 31,
  payeeUserId: 12,
  payeeName: 'Nora Board',
  sourceKind: 'statement',
  amount: '1234.56',
  createdBy: 'Finance',
  createdAt: '2026-10-15T18:00:00.000Z',
  account: { ...ACCOUNT },
  blocked: '',
};
const BLOCKED: BatchCandidate = {
  ...READY,
  payoutId: 32,
  payeeUserId: 13,
  payeeName: 'Lee Lecturer',
  account: null,
  blocked: 'No bank account on file',
};

const RELEASED: PayoutBatchRow = {
  id: 5,
  status: 'released',
  total: '1234.56',
  entryCount: 1,
  createdBy: 'Finance',
  createdById: 3,
  createdAt: '2026-10-15T18:00:00.000Z',
  releasedBy: 'Admin',
  releasedAt: '2026-10-15T19:00:00.000Z',
  effectiveDate: '2026-10-16',
  fileSha256: 'a'.repeat(64),
  entries: [
    {
      payoutId: 30,
      payeeName: 'Nora Board',
      sec: 'PPD',
      holderName: 'Nora Board',
      routing: '121000358',
      accountMasked: '****6789',
      amount: '1234.56',
      traceNumber: '121000350000001',
      payoutStatus: 'posted',
      returnCode: null,
      returnedAt: null,
    },
  ],
};

const sent = stubSend(async (call) => {
  switch ((call as { path: string }).path) {
    case 'bq/payoutBatch/candidates':
      return { list: [READY, BLOCKED] } as never;
    case 'bq/view/list':
      return { views: [], defaultId: null, roles: [] } as never;
    case 'bq/payoutBatch/list':
      return { total: 1, list: [RELEASED] } as never;
    default:
      return { ...RELEASED, id: 6, status: 'open' } as never;
  }
});

const callsTo = (path: string) =>
  sent.mock.calls.filter(([call]) => (call as { path: string }).path === path);

let language: 1 | 2;
beforeEach(() => {
  language = layout.language;
  layout.language = 2;
});
afterEach(() => {
  layout.language = language;
});

const renderPage = () => renderRoute('/financial/bank-files', <BankFilesPage />);

describe('bank files', () => {
  it('batches the chosen pending payouts with an idempotency key; a blocked one cannot be chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No bank account on file')).toBeTruthy();
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes[1]?.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Nora Board/ }));
    await user.click(screen.getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(callsTo('bq/payoutBatch/create')).toHaveLength(1));
    const [, body] = callsTo('bq/payoutBatch/create')[0] ?? [];
    expect(body).toMatchObject({ payoutIds: [31] });
    expect((body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[\w-]{8,100}$/);
  });

  it('enters a bank return for a released entry with its code', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/Batch #5/, { selector: 'h2,h3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download file' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enter return' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enter return' }));
    await waitFor(() => expect(callsTo('bq/payoutBatch/return')).toHaveLength(1));
    const [, body] = callsTo('bq/payoutBatch/return')[0] ?? [];
    expect(body).toMatchObject({ payoutId: 30, code: 'R01' });
  });

  it('speaks Chinese when the toggle says so', async () => {
    layout.language = 1;
    renderPage();
    expect(await screen.findByRole('heading', { name: '银行付款文件' })).toBeTruthy();
  });
});
