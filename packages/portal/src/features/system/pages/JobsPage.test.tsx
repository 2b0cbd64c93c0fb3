import type { QueueJobRow } from '@bq/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/renderRoute';
import { stubSend } from '../../../../test/sendStub';
import { layout } from '../../../shared/layout/store';
import { jobsRequest } from '../components/jobs';
import JobsPage from './JobsPage';

const DEAD: QueueJobRow = {
  id: 7,
  kind: 'dre.import',
  state: 'dead',
  attempts: 2,
  maxAttempts: 2,
  runAt: '2026-12-01T18:00:00.000Z',
  lockedBy: null,
  leaseUntil: null,
  lastError: 'lease expired: vm:41:ab stopped renewing it',
  createdAt: '2026-12-01T18:00:00.000Z',
  finishedAt: '2026-12-01T18:05:00.000Z',
  attemptLog: [
    {
      attempt: 1,
      worker: 'vm:40:aa',
      startedAt: '2026-12-01T18:00:00.000Z',
      endedAt: '2026-12-01T18:01:00.000Z',
      outcome: 'failed',
      error: 'the database refused a batch',
    },
    {
      attempt: 2,
      worker: 'vm:41:ab',
      startedAt: '2026-12-01T18:01:10.000Z',
      endedAt: '2026-12-01T18:05:00.000Z',
      outcome: 'failed',
      error: 'lease expired: vm:41:ab stopped renewing it',
    },
  ],
};
const DONE: QueueJobRow = {
  ...DEAD,
  id: 6,
  kind: 'people.export',
  state: 'succeeded',
  attempts: 1,
  maxAttempts: 5,
  lastError: null,
  attemptLog: [],
};

const sent = stubSend(async (call) => {
  switch ((call as { path: string }).path) {
    case 'bq/jobs/list':
      return { total: 2, list: [DEAD, DONE] } as never;
    case 'bq/jobs/retry':
      return { ...DEAD, state: 'queued', maxAttempts: 5 } as never;
    default:
      return null as never;
  }
});
const callsTo = (path: string) =>
  sent.mock.calls.filter(([call]) => (call as { path: string }).path === path);

const english = layout.language;
afterEach(() => {
  layout.language = english;
});

describe('the jobs page', () => {
  it('lists each job with its state, attempts and last error; a dead one is sent back once per click', async () => {
    layout.language = 2;
    renderRoute('/system/jobs', <JobsPage />);
    expect(await screen.findByRole('heading', { name: 'Background jobs' })).toBeTruthy();
    expect(await screen.findByText('DRE licence import')).toBeTruthy();
    expect(screen.getByText('Dead (attempts used up)')).toBeTruthy();
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(screen.getByText('lease expired: vm:41:ab stopped renewing it')).toBeTruthy();
    expect(screen.getByText('Succeeded')).toBeTruthy();
    // Only the dead job has a Retry button.
    const retry = screen.getAllByRole('button', { name: 'Retry' });
    expect(retry).toHaveLength(1);
    await userEvent.click(retry[0] as HTMLElement);
    await waitFor(() => expect(callsTo('bq/jobs/retry')).toHaveLength(1));
    const [[, request]] = callsTo('bq/jobs/retry') as [
      [unknown, { id: number; idempotencyKey: string }],
    ];
    expect(request).toMatchObject({
      id: 7,
      idempotencyKey: expect.stringMatching(/^[\w-]{8,100}$/),
    });
  });

  it("shows a job's attempts in its details: who ran each, and how it ended", async () => {
    layout.language = 2;
    renderRoute('/system/jobs', <JobsPage />);
    const [details] = await screen.findAllByRole('button', { name: 'Details' });
    await userEvent.click(details as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('vm:40:aa')).toBeTruthy();
    expect(within(dialog).getByText('the database refused a batch')).toBeTruthy();
    expect(within(dialog).getAllByText('Failed')).toHaveLength(2);
  });

  it('speaks Chinese when the portal does', async () => {
    layout.language = 1;
    renderRoute('/system/jobs', <JobsPage />);
    expect(await screen.findByRole('heading', { name: '后台任务' })).toBeTruthy();
    expect(await screen.findByText('DRE 执照导入')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('asks only for the filters that name something', () => {
    const state = (filters: { state?: string; kind?: string }) => ({
      tab: undefined as never,
      filters: { state: '', kind: '', ...filters },
      sort: null,
      page: 3,
      pageSize: 20,
      extra: {},
    });
    expect(jobsRequest(state({}))).toEqual({ pageNum: 3, pageSize: 20 });
    expect(jobsRequest(state({ state: 'dead', kind: 'dre.import' }))).toEqual({
      state: 'dead',
      kind: 'dre.import',
      pageNum: 3,
      pageSize: 20,
    });
    expect(jobsRequest(state({ state: 'nonsense', kind: 'nonsense' }))).toEqual({
      pageNum: 3,
      pageSize: 20,
    });
  });
});
