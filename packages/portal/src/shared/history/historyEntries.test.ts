import type { ChangeRow } from '@bq/contract';
import { describe, expect, it } from 'vitest';
import { fieldLabel, HISTORY_WORDS, historyEntries } from './historyEntries';

const ROW: ChangeRow = {
  id: 7,
  at: '2026-12-02T02:30:00.000Z',
  actorId: null,
  actorName: null,
  call: null,
  kind: 'person',
  recordId: '3',
  table: 'agent_profiles',
  op: 'update',
  fields: [{ field: 'emergency_phone', before: '', after: '(415) 555-0188' }],
};

describe('the History tab’s entries', () => {
  it('names the system for a write outside a call, and each column as words', () => {
    const [entry] = historyEntries([ROW], HISTORY_WORDS[2]);
    expect(entry).toMatchObject({
      key: 7,
      who: 'System',
      title: 'Changed',
      dateTime: ROW.at,
      fields: [{ label: 'Emergency phone', before: '', after: '(415) 555-0188' }],
    });
    expect(fieldLabel('license_expires_on')).toBe('License expires on');
  });

  it('speaks Chinese on a Chinese page', () => {
    const [entry] = historyEntries(
      [{ ...ROW, actorName: 'Ada Admin', op: 'insert' }],
      HISTORY_WORDS[1],
    );
    expect(entry).toMatchObject({ who: 'Ada Admin', title: '创建' });
  });
});
