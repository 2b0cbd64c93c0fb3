/**
 * Local storage for the keys spec §3 names. Each entry is stored with the time it was written
 * and is removed when read after the expiry window (spec §9: default 100000).
 *
 * The unit of that window is minutes (about 69 days): in seconds (28 h) a user would be logged
 * out every other morning, in milliseconds (100 s) the stored keys could not outlive a page
 * reload. See docs/decisions/portal.md.
 */
export const STORAGE_KEYS = [
  'USER_INFO',
  'USER_ROLE',
  'TOURIST',
  'token',
  'AGENT_ID',
  'languageType',
  'transactionID',
  'transactionCaseNo',
  'tradeServiceValue',
  'caseProcessWhetherToSave',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

export const DEFAULT_EXPIRY_MINUTES = 100000;
const MINUTE = 60_000;

interface Stamped<T> {
  value: T;
  time: number;
}

function backend(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the app then simply remembers nothing.
    return undefined;
  }
}

export function setItem<T>(key: StorageKey, value: T, now: number = Date.now()): void {
  const entry: Stamped<T> = { value, time: now };
  try {
    backend()?.setItem(key, JSON.stringify(entry));
  } catch {
    // Quota exceeded: losing a cached value is better than breaking the page.
  }
}

export function getItem<T>(
  key: StorageKey,
  { now = Date.now(), expiryMinutes = DEFAULT_EXPIRY_MINUTES } = {},
): T | null {
  const raw = backend()?.getItem(key);
  if (raw == null) return null;
  let entry: Stamped<T>;
  try {
    entry = JSON.parse(raw) as Stamped<T>;
  } catch {
    removeItem(key);
    return null;
  }
  if (typeof entry?.time !== 'number' || now - entry.time > expiryMinutes * MINUTE) {
    removeItem(key);
    return null;
  }
  return entry.value;
}

export function removeItem(key: StorageKey): void {
  backend()?.removeItem(key);
}

export function removeItems(keys: readonly StorageKey[]): void {
  for (const key of keys) removeItem(key);
}
