import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { ApiError } from '../../../shared/http/errors';
import { SettingDialog, type SettingRow } from './SettingDialog';

// The server refuses an emptied value in its own words: the API's field name, `value`.
const sent = stubSend(async () => {
  throw new ApiError(400, 'Value: is required.', 'bq/serverConfig/set', [
    { field: 'value', message: 'is required' },
  ]);
});

const ROW = {
  key: 'session.idleMinutes',
  label: 'Session timeout (minutes)',
  hint: 'Minutes of inactivity before a session ends',
  env: 'SESSION_IDLE_MINUTES',
  value: '30',
  defaultValue: '30',
  overridden: false,
  updatedBy: null,
  updatedAt: null,
} as unknown as SettingRow;

describe('changing a setting', () => {
  it('first-user refusals: an emptied value is refused by the label the person sees, not "Value"', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SettingDialog row={ROW} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change Session timeout (minutes)' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Session timeout (minutes): is required.')).toBeTruthy();
    expect(within(dialog).queryByText(/Value:/)).toBeNull();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
