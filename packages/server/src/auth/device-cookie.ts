import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.js';
import { serverSecret } from './server-secret.js';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; the design is
 * in docs/decisions/platform.md, "Hardening"). A browser that signed in gets
 * `v1.<user id>.<nonce>.<issued, epoch seconds>.<HMAC-SHA256>`; the HMAC also covers the
 * account's current password hash, which never leaves the server, so changing or resetting the
 * password makes every cookie issued before unknown without a table of cookies to revoke.
 * Such a cookie only spares its browser the per-e-mail and per-client-IP counts: the password is
 * still checked on every login, and the browser's own failures are counted by its nonce.
 */
export const DEVICE_COOKIE = 'bq_device';
/** Sent with the login call only: no other call has a use for it. */
export const DEVICE_COOKIE_PATH = '/api/general/unauth/loginByEmail';

const SECRET_NAME = 'device-cookie';

export interface DeviceAccount {
  id: number;
  passwordHash: string;
}

export class DeviceCookies {
  constructor(
    private readonly db: Db,
    private readonly configured: string | null,
    readonly maxAgeMs: number,
  ) {}

  /** A new cookie value for a browser that just proved the password of `account`. */
  async issue(account: DeviceAccount, now: Date): Promise<string> {
    const body = `v1.${account.id}.${randomBytes(16).toString('base64url')}.${Math.floor(now.getTime() / 1000)}`;
    return `${body}.${await this.mac(body, account)}`;
  }

  /**
   * The nonce of a cookie this server issued to `account` since its last password change and not
   * expired; null for anything else (absent, tampered, another account's, stale): an unknown device.
   */
  async verify(
    raw: string | undefined,
    account: DeviceAccount | undefined,
    now: Date,
  ): Promise<string | null> {
    if (!raw || !account || raw.length > 200) return null;
    const parts = raw.split('.');
    if (parts.length !== 5) return null;
    const [version, userId, nonce, issued, mac] = parts as [string, string, string, string, string];
    if (version !== 'v1' || userId !== String(account.id) || !/^\d{1,12}$/.test(issued))
      return null;
    const issuedMs = Number(issued) * 1000;
    // A minute of slack for clocks of several servers; never a cookie from the future beyond it.
    if (issuedMs > now.getTime() + 60_000 || now.getTime() - issuedMs >= this.maxAgeMs) return null;
    const expected = Buffer.from(await this.mac(parts.slice(0, 4).join('.'), account));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  private async mac(body: string, account: DeviceAccount): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`${body}\n${account.passwordHash}`)
      .digest('base64url');
  }

  private secret(): Promise<Buffer> {
    return this.configured
      ? Promise.resolve(Buffer.from(this.configured))
      : serverSecret(this.db, SECRET_NAME);
  }
}
