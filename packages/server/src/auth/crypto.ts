import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes = 256 bits, URL-safe. Only its sha256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

// scrypt N=2^15, r=8, p=1 (32 MiB, ~60-100 ms here): memory-hard, still fast enough for tests.
// The parameters are stored with each hash so they can be raised later without breaking logins.
const N = 2 ** 15;
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

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), +n, +r, +p);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the user does not exist, so timing does not reveal that. */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
};
