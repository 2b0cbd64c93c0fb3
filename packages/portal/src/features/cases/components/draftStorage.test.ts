import { beforeEach, describe, expect, it } from 'vitest';
import { CASE_KINDS } from './caseKinds';
import { clearDraft, DRAFT_MAX_AGE_MS, draftScope, readDraft, writeDraft } from './draftStorage';
import { emptyForm } from './formMapping';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('local case drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one draft per case and one per new-case page', () => {
    expect(draftScope(42, 'pm')).toBe('case-42');
    expect(draftScope(null, 'pm')).toBe('new-pm');
  });

  it('gives back what was written, with its time', () => {
    const values = { ...emptyForm(CASE_KINDS.listing), notes: 'typed' };
    writeDraft('case-1', values, T0);
    expect(readDraft('case-1', T0 + 1000)).toEqual({ savedAt: T0, values });
  });

  it('drops a stale or broken draft', () => {
    writeDraft('case-1', emptyForm(CASE_KINDS.pm), T0);
    expect(readDraft('case-1', T0 + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.length).toBe(0);
    localStorage.setItem('bq.caseDraft.case-2', '{not json');
    expect(readDraft('case-2')).toBeNull();
    expect(localStorage.getItem('bq.caseDraft.case-2')).toBeNull();
  });

  it('clears a draft once saved', () => {
    writeDraft('new-pm', emptyForm(CASE_KINDS.pm), T0);
    clearDraft('new-pm');
    expect(readDraft('new-pm', T0)).toBeNull();
  });
});
