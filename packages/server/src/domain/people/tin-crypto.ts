import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The one sealing of the office's secrets at rest: full TINs (`agent_profiles.tin_sealed`) and
 * payees' bank account numbers (`bank_accounts.account_sealed`) and authenticator secrets
 * (`two_step_secrets.secret_sealed`), so one key set, one format and one rotation command
 * (`tins:rotate`, which rotates them all) cover every secret the database holds.
 *
 * The keys they are encrypted with (AES-256-GCM), from `TIN_KEYS`: `keyId:base64key`
 * entries separated by commas. The first encrypts; every one decrypts, so a new key is put first,
 * `pnpm --filter @bq/server tins:rotate` re-encrypts under it, then the old one can be dropped.
 * Each stored value names its key, so values under several keys can be read during a rotation.
 */
export interface TinKeyring {
  readonly current: string;
  readonly keys: ReadonlyMap<string, Buffer>;
}

const FORMAT = 'v1';

export function parseTinKeys(raw: string): TinKeyring {
  const keys = new Map<string, Buffer>();
  for (const entry of raw.split(',').map((e) => e.trim())) {
    if (entry === '') continue;
    const at = entry.indexOf(':');
    const id = at > 0 ? entry.slice(0, at) : '';
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) {
      throw new Error('TIN_KEYS must be keyId:base64key entries, e.g. k2026:<32 bytes in base64>');
    }
    const key = Buffer.from(entry.slice(at + 1), 'base64');
    if (key.length !== 32) throw new Error(`TIN_KEYS: key ${id} must be 32 bytes (base64)`);
    if (keys.has(id)) throw new Error(`TIN_KEYS: key ${id} is listed twice`);
    keys.set(id, key);
  }
  const current = keys.keys().next().value;
  if (current === undefined) throw new Error('TIN_KEYS holds no key');
  return { current, keys };
}

/** A secret's text, encrypted under the current key: `v1:keyId:nonce:tag:ciphertext`. */
export function sealSecret(ring: TinKeyring, digits: string): string {
  const key = ring.keys.get(ring.current);
  if (!key) throw new Error('the current sealing key is missing');
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [FORMAT, ring.current, nonce, tag, body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join(':');
}

/** The key id a stored value was sealed under. */
export function keyIdOf(sealed: string): string {
  return sealed.split(':')[1] ?? '';
}

/** The text of a stored value; throws when its key is not configured or it was tampered with. */
export function openSecret(ring: TinKeyring, sealed: string): string {
  const [format, keyId, nonce, tag, body] = sealed.split(':');
  if (format !== FORMAT || !keyId || !nonce || !tag || body === undefined) {
    throw new Error('a sealed value is not in the v1 format');
  }
  const key = ring.keys.get(keyId);
  if (!key) throw new Error(`a sealed value is under key ${keyId}, which TIN_KEYS does not hold`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
