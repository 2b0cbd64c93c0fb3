import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSecret } from '../../auth/server-secret.js';
import type { Db } from '../../db/index.js';

/**
 * Unsubscribe tokens: `u1.<address, base64url>.<HMAC-SHA256>`, signed with a key of the database
 * (`server_secrets`), so a link works without signing in, from any server of the office, for as
 * long as the mail is kept, and nobody can make one for an address they were not mailed at. The
 * opt-out is global (one address, all marketing mail), so the token names only the address.
 */
/**
 * The signing key. Read it before a transaction that signs: on PGlite, one connection, a read
 * outside the open transaction would wait for it.
 */
export const unsubscribeKey = (db: Db) => serverSecret(db, 'unsubscribe');

const mac = (key: Buffer, address: string) =>
  createHmac('sha256', key).update(`unsubscribe\n${address}`).digest('base64url');

export function unsubscribeToken(key: Buffer, email: string): string {
  const address = email.toLowerCase();
  return `u1.${Buffer.from(address).toString('base64url')}.${mac(key, address)}`;
}

/** The address a token was signed for; null for anything this database did not sign. */
export function addressOfToken(key: Buffer, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'u1') return null;
  const address = Buffer.from(parts[1] ?? '', 'base64url').toString('utf8');
  if (!address.includes('@') || address !== address.toLowerCase()) return null;
  const expected = Buffer.from(mac(key, address));
  const given = Buffer.from(parts[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

/** `ada@example.com` → `a**@example.com`: enough for its owner to know it, not for a stranger. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(2, local.length - 1))}${address.slice(at)}`;
}
