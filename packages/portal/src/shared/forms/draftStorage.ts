/**
 * Unsaved forms kept in local storage so typed work survives a closed tab, a crash or a browser
 * restart. One entry per scope: the area names it (`caseDraft.case-<id>`, `caseDraft.new-<kind>`).
 * These are not spec §3 keys, so they live beside the stamped storage rather than inside it.
 */
const PREFIX = 'bq.';
/** A draft older than this is stale: the case has most likely moved on without it. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredDraft<V = unknown> {
  savedAt: number;
  values: V;
}

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage disabled (privacy modes): drafts are simply not kept.
    return undefined;
  }
}

export function writeDraft<V>(scope: string, values: V, now = Date.now()): void {
  const entry: StoredDraft<V> = { savedAt: now, values };
  try {
    store()?.setItem(PREFIX + scope, JSON.stringify(entry));
  } catch {
    // Quota exceeded: the form still works, only the safety copy is missing.
  }
}

export function readDraft<V>(scope: string, now = Date.now()): StoredDraft<V> | null {
  const raw = store()?.getItem(PREFIX + scope);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as StoredDraft<V>;
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
