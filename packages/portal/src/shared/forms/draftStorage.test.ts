import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_MAX_AGE_MS, readDraft, writeDraft } from './draftStorage';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('local form drafts', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what was written, with its time, under the bq. prefix', () => {
    const values = { notes: 'typed', clients: [{ name: 'Ann' }] };
    writeDraft('caseDraft.case-1', values, T0);
    expect(readDraft('caseDraft.case-1', T0 + 1000)).toEqual({ savedAt: T0, values });
    expect(localStorage.getItem('bq.caseDraft.case-1')).not.toBeNull();
  });

  it('drops a stale or broken draft', () => {
    writeDraft('caseDraft.case-1', { notes: '' }, T0);
    expect(readDraft('caseDraft.case-1', T0 + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.length).toBe(0);
    localStorage.setItem('bq.caseDraft.case-2', '{not json');
    expect(readDraft('caseDraft.case-2')).toBeNull();
    expect(localStorage.getItem('bq.caseDraft.case-2')).toBeNull();
  });

  it('clears a draft once saved', () => {
    writeDraft('caseDraft.new-pm', { notes: 'x' }, T0);
    clearDraft('caseDraft.new-pm');
    expect(readDraft('caseDraft.new-pm', T0)).toBeNull();
  });
});
