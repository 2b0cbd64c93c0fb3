import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes = 256 bits, URL-safe. Only its sha256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

// scrypt N=2^cost, r=8, p=1; cost 15 (32 MiB, ~190 ms on one core here) by default and at least
// in production (config.ts, PASSWORD_COST). The parameters are stored with each hash, so the cost
// can be raised later without breaking logins: old hashes verify at their own cost.
export const DEFAULT_PASSWORD_COST = 15;
const R = 8;
const P = 1;
const KEYLEN = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), +n, +r, +p);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash to compare against when the user does not exist, so timing does not reveal that: made
 * at the configured cost, which is what a real account's hash costs.
 */
const dummyHashes = new Map<number, Promise<string>>();
export const dummyPasswordHash = (cost: number) => {
  const made = dummyHashes.get(cost);
  if (made) return made;
  const hash = hashPassword('not-a-real-password', cost);
  dummyHashes.set(cost, hash);
  return hash;
};
