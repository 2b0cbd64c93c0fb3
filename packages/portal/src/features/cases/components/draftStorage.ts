import type { CaseFormValues } from './formMapping';

/**
 * Unsaved case forms kept in local storage so typed work survives a closed tab, a crash or a
 * browser restart. One entry per case (`case-<id>`) or per new-case page (`new-<kind>`). These
 * are not spec §3 keys, so they live beside the stamped storage rather than inside it.
 */
const PREFIX = 'bq.caseDraft.';
/** A draft older than this is stale: the case has most likely moved on without it. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredDraft {
  savedAt: number;
  values: CaseFormValues;
}

export const draftScope = (id: number | null, kindKey: string) =>
  id === null ? `new-${kindKey}` : `case-${id}`;

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage disabled (privacy modes): drafts are simply not kept.
    return undefined;
  }
}

export function writeDraft(scope: string, values: CaseFormValues, now = Date.now()): void {
  const entry: StoredDraft = { savedAt: now, values };
  try {
    store()?.setItem(PREFIX + scope, JSON.stringify(entry));
  } catch {
    // Quota exceeded: the form still works, only the safety copy is missing.
  }
}

export function readDraft(scope: string, now = Date.now()): StoredDraft | null {
  const raw = store()?.getItem(PREFIX + scope);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as StoredDraft;
    if (typeof entry?.savedAt !== 'number' || typeof entry.values !== 'object' || !entry.values) {
      throw new Error('not a draft');
    }
    if (now - entry.savedAt > DRAFT_MAX_AGE_MS) throw new Error('stale');
    return entry;
  } catch {
    clearDraft(scope);
    return null;
  }
}

export function clearDraft(scope: string): void {
  store()?.removeItem(PREFIX + scope);
}
