import { describe, expect, it } from 'vitest';
import {
  agreementErrors,
  emptyAgreement,
  importProgressText,
  importSummary,
  mergeAgents,
  toAddRequest,
} from './coachMapping';

describe('coach agreement form → add', () => {
  it('sends ids as numbers, dates as YYYY-MM-DD and an empty end as open-ended', () => {
    expect(
      toAddRequest({
        coachAgentId: '5',
        menteeAgentId: '9',
        startDate: '12/01/2026',
        endDate: '',
        terms: ' Weekly review ',
      }),
    ).toEqual({
      coachAgentId: 5,
      menteeAgentId: 9,
      startDate: '2026-12-01',
      endDate: null,
      terms: 'Weekly review',
    });
  });

  it('names what is missing or wrong before anything is sent', () => {
    expect(agreementErrors(emptyAgreement())).toEqual({
      coachAgentId: 'Choose the coach',
      menteeAgentId: 'Choose the mentee',
      startDate: 'Enter the start date',
    });
    expect(
      agreementErrors({
        coachAgentId: '5',
        menteeAgentId: '5',
        startDate: '12/01/2026',
        endDate: '11/30/2026',
        terms: '',
      }),
    ).toEqual({
      menteeAgentId: 'The coach cannot coach themself',
      endDate: 'The end date is before the start date',
    });
    expect(
      agreementErrors({ ...emptyAgreement('9'), coachAgentId: '5', startDate: '12/01/2026' }),
    ).toEqual({});
  });
});

describe('DRE import summary', () => {
  it('says how many matched by themselves and how many are left', () => {
    expect(importSummary({ rows: 3, matched: 1, unmatched: 2, skippedCount: 0 })).toBe(
      '3 records read: 1 matched automatically, 2 left to match by hand',
    );
    expect(importSummary({ rows: 1, matched: 0, unmatched: 1, skippedCount: 1 })).toBe(
      '1 record read: 0 matched automatically, 1 left to match by hand; 1 lines skipped',
    );
  });

  it('shows a running import as the share of the file read and the rows stored', () => {
    const job = { size: 1000, bytesRead: 0, rows: 0, stored: 0 };
    expect(importProgressText({ ...job, status: 'queued' })).toBe('Import queued…');
    expect(
      importProgressText({ ...job, status: 'running', bytesRead: 456, rows: 1200, stored: 1000 }),
    ).toBe('Importing… 45% of the file, 1200 rows read, 1000 stored');
    // Never 100% before the job says done: the last batch is still being written.
    expect(importProgressText({ ...job, status: 'running', bytesRead: 1000 })).toMatch(/99%/);
  });
});

describe('agent picker options', () => {
  it('lists each agent once, by name, from the lists of several roles', () => {
    expect(
      mergeAgents([
        [
          { agentId: 2, name: 'Mei Mentor' },
          { agentId: 1, name: 'Alex Agent' },
        ],
        [{ agentId: 2, name: 'Mei Mentor' }],
      ]),
    ).toEqual([
      { value: '1', label: 'Alex Agent' },
      { value: '2', label: 'Mei Mentor' },
    ]);
  });
});
