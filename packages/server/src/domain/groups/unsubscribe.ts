import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSecret } from '../../auth/server-secret.js';
import type { Db, Tx } from '../../db/index.js';
import { setDelivery } from '../messages/preferences.js';

/**
 * Group mail's unsubscribe link (RFC 8058): `g1.<user id>.<HMAC-SHA256>`, signed with a key of
 * the database, so it works without signing in, from any server of the office, and nobody can
 * make one for another person. It names the person, not the address: what it turns off is their
 * "Group mail" delivery choice ("Not at all"), which they can turn on again on their home page.
 */
export const GROUP_UNSUBSCRIBE_PATH = '/api/group-mail/unsubscribe/';

/** The signing key; read it before the transaction that signs (PGlite has one connection). */
export const groupUnsubscribeKey = (db: Db) => serverSecret(db, 'group-mail-unsubscribe');

const mac = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`group-mail-unsubscribe\n${userId}`).digest('base64url');

export const groupUnsubscribeToken = (key: Buffer, userId: number) =>
  `g1.${userId}.${mac(key, userId)}`;

/** The person a token was signed for; null for anything this database did not sign. */
export function userOfGroupToken(key: Buffer, token: string): number | null {
  const [version, id, given] = token.split('.');
  if (version !== 'g1' || !id || !/^[1-9]\d{0,9}$/.test(id) || !given) return null;
  const userId = Number(id);
  const expected = Buffer.from(mac(key, userId));
  const sent = Buffer.from(given);
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? userId : null;
}

/** Turns the person's group mail off, as "Not at all" on their page does. */
export const stopGroupMail = (db: Db | Tx, userId: number) =>
  setDelivery(db, userId, 'group-mail', 'none');
