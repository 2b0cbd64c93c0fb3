import { FIELD_LIMITS, MODULE_IDS } from '@bq/contract/meta';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { ApiError } from '../../../shared/http/apiError';
import { selectionCsv } from '../../../shared/list/selectionCsv';
import { setAccess } from '../../../shared/session/store';
import { PEOPLE_CSV, UserBulkActions } from './UserBulkActions';

const sent = stubSend();

const person = (userId: number, name: string) => ({
  userId,
  agentId: userId + 100,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@bq.example.com`,
  roleName: 'Agent',
  branchName: 'Irvine',
  agentStatus: 1,
  licenseExpiresOn: '2027-06-30',
  relStatus: 1,
});
const ROWS = [person(21, 'Ann Lee'), person(22, 'Bo Chen'), person(23, 'Cy Park')];

function renderBar(granted: string[], selected = [21, 23], onClear = vi.fn()) {
  setAccess({ kind: 'routes', routes: [], granted: new Set(granted), canCreateCase: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UserBulkActions rows={ROWS as never} selected={selected} onClear={onClear} />
    </QueryClientProvider>,
  );
  return onClear;
}

async function writeLetter() {
  const bar = screen.getByRole('toolbar', { name: 'Selected people' });
  expect(bar).toHaveTextContent('2 people selected');
  await userEvent.click(within(bar).getByRole('button', { name: 'Write a letter' }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.type(within(dialog).getByLabelText(/Title/), 'Licence renewals');
  await userEvent.type(within(dialog).getByLabelText(/Letter/), 'Renew before June.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send letter' }));
  return dialog;
}

describe("the users list's bulk bar", () => {
  it('writes one letter to the selected people, and a resend after a lost answer keeps its key', async () => {
    sent.mockRejectedValueOnce(new ApiError(0, 'The server did not answer', 'x'));
    sent.mockResolvedValueOnce({ sent: 2 });
    const onClear = renderBar([MODULE_IDS['messagecenter/message']]);
    const dialog = await writeLetter();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('did not answer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send letter' }));
    await vi.waitFor(() => expect(onClear).toHaveBeenCalled());
    const requests = sent.mock.calls.map(([, request]) => request as Record<string, unknown>);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      receiverIds: [21, 23],
      title: 'Licence renewals',
      content: 'Renew before June.',
    });
    expect(requests[1]?.idempotencyKey).toBe(requests[0]?.idempotencyKey);
  });

  it('offers a role that writes no letters only the export', () => {
    renderBar([MODULE_IDS['userroles/usermgt']]);
    expect(screen.queryByRole('button', { name: 'Write a letter' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says a letter has too many people before asking the server', async () => {
    const many = Array.from(
      { length: FIELD_LIMITS.letter.receivers.maxItems + 1 },
      (_, i) => i + 1,
    );
    renderBar([MODULE_IDS['messagecenter/message']], many);
    await userEvent.click(screen.getByRole('button', { name: 'Write a letter' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Hello');
    await userEvent.type(within(dialog).getByLabelText(/Letter/), 'Hi all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send letter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('at most 50 people');
    expect(sent).not.toHaveBeenCalled();
  });

  it('exports the selected rows as the list shows them', () => {
    const text = selectionCsv(PEOPLE_CSV, [ROWS[0] as never]);
    expect(text.split('\r\n')).toEqual([
      '\uFEFFName,Sign-in e-mail,Roles,Branch,Licence,Licence expires,With the office',
      'Ann Lee,ann@bq.example.com,Agent,Irvine,"Licensed, in a board",06/30/2027,Active',
      '',
    ]);
  });
});
