import { isIP } from 'node:net';
import {
  type Money,
  moneyToDecimal,
  readRoutingNumber,
  readTin,
  safeParseMoney,
} from '@bq/validators';
import { DEFAULT_PASSWORD_COST } from './auth/crypto.js';
import { parseTinKeys, type TinKeyring } from './domain/people/tin-crypto.js';

/**
 * Typed values read from the environment for `loadConfig` (config.ts): each reader names the
 * variable in its error, so a server with a bad setting refuses to start and says which.
 */

export function num(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${key} must be a non-negative number`);
  return value;
}

/** An ISO 8601 instant with its offset (`2026-12-01T18:30:00-08:00`), or null when unset. */
export function instant(env: NodeJS.ProcessEnv, key: string): Date | null {
  const raw = env[key]?.trim();
  if (!raw) return null;
  const value = new Date(raw);
  if (!/(Z|[+-]\d\d:\d\d)$/.test(raw) || Number.isNaN(value.getTime()))
    throw new Error(
      `${key} must be an ISO 8601 instant with its offset, e.g. 2026-12-01T18:30:00-08:00`,
    );
  return value;
}

/** A whole percent, 0 to 100 (it divides money: no fraction of a percent). */
export function percent(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const value = num(env, key, fallback);
  if (!Number.isInteger(value) || value > 100)
    throw new Error(`${key} must be a whole number from 0 to 100`);
  return value;
}

export function wholeBetween(
  env: NodeJS.ProcessEnv,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = num(env, key, fallback);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${key} must be a whole number from ${min} to ${max}`);
  return value;
}

/** A dollar amount above zero, to the cent (`'1.00'`). */
export function dollars(env: NodeJS.ProcessEnv, key: string, fallback: string): Money {
  const raw = env[key]?.trim() || fallback;
  const read = safeParseMoney(raw, 'USD');
  if (!read.ok || read.money.minor <= 0n)
    throw new Error(`${key} must be dollars above zero, e.g. 1.00`);
  return read.money;
}

/** `year:dollars` pairs, comma-separated, each year a threshold starts from; oldest first. */
export function thresholds(env: NodeJS.ProcessEnv, key: string, fallback: string) {
  const raw = env[key]?.trim() || fallback;
  const pairs = raw.split(',').map((pair) => {
    const [year = '', amount = ''] = pair.split(':').map((part) => part.trim());
    const read = safeParseMoney(amount, 'USD');
    if (!/^\d{4}$/.test(year) || !read.ok || read.money.minor <= 0n)
      throw new Error(`${key} must be year:dollars pairs, e.g. 2025:600.00,2026:2000.00`);
    return { from: Number(year), amount: moneyToDecimal(read.money) };
  });
  return pairs.sort((a, b) => a.from - b.from);
}

export function secret(env: NodeJS.ProcessEnv, key: string): string | null {
  const raw = env[key]?.trim();
  if (!raw) return null;
  // A short key could be guessed offline from one cookie: 32 characters or more.
  if (raw.length < 32) throw new Error(`${key} must be at least 32 characters`);
  return raw;
}

export interface AchConfig {
  immediateDestination: string;
  destinationName: string;
  immediateOrigin: string;
  companyName: string;
  companyId: string;
}

export function achRouting(env: NodeJS.ProcessEnv, key: string, fallback: string): string {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  const read = readRoutingNumber(raw);
  if (!read.ok) throw new Error(`${key} ${read.reason}`);
  return read.digits;
}

/** Development values: a real bank's published routing number, a placeholder company id. */
export function achConfig(env: NodeJS.ProcessEnv): AchConfig {
  return {
    immediateDestination: achRouting(env, 'ACH_IMMEDIATE_DESTINATION', '121000358'),
    destinationName: env.ACH_DESTINATION_NAME?.trim() || 'BANK OF AMERICA',
    immediateOrigin: achRouting(env, 'ACH_IMMEDIATE_ORIGIN', '121000358'),
    companyName: env.ACH_COMPANY_NAME?.trim() || 'BQ REALTY',
    companyId: env.ACH_COMPANY_ID?.trim() || '1000000000',
  };
}

export function payerTin(env: NodeJS.ProcessEnv): string {
  const raw = env.PAYER_TIN?.trim();
  if (!raw) return '';
  const read = readTin(raw);
  if (!read.ok) throw new Error(`PAYER_TIN ${read.reason}`);
  return read.digits;
}

/** Published in the repository: it protects nothing and is refused in production. */
export const DEVELOPMENT_TIN_KEYS = `dev:${Buffer.alloc(32, 7).toString('base64')}`;

export function tinKeys(env: NodeJS.ProcessEnv, isProduction: boolean): TinKeyring {
  const raw = env.TIN_KEYS?.trim();
  if (!raw) {
    if (isProduction) {
      throw new Error(
        'TIN_KEYS is required with NODE_ENV=production: full TINs are stored encrypted under it (keyId:base64 32-byte key, e.g. k1:$(openssl rand -base64 32))',
      );
    }
    return parseTinKeys(DEVELOPMENT_TIN_KEYS);
  }
  const ring = parseTinKeys(raw);
  if (isProduction && ring.keys.has('dev')) {
    throw new Error('TIN_KEYS: the published development key "dev" is refused in production');
  }
  return ring;
}

export function flag(env: NodeJS.ProcessEnv, key: string, fallback: boolean): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw.toLowerCase() === 'true';
}

/**
 * Tests and the end-to-end servers lower it (each login of theirs is one hash, and at the default
 * the suites spent minutes in scrypt); a production server never does.
 */
export function passwordCost(env: NodeJS.ProcessEnv, isProduction: boolean): number {
  const cost = num(env, 'PASSWORD_COST', DEFAULT_PASSWORD_COST);
  const floor = isProduction ? DEFAULT_PASSWORD_COST : 10;
  if (!Number.isInteger(cost) || cost < floor || cost > 20) {
    throw new Error(
      `PASSWORD_COST must be a whole number from ${floor} to 20${isProduction ? ' with NODE_ENV=production' : ''}`,
    );
  }
  return cost;
}

/** proxy-addr's names for address ranges, besides plain addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function proxies(env: NodeJS.ProcessEnv): string[] {
  const list = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    // `true` or `*` would believe any caller's X-Forwarded-For: refused, name the proxies.
    if (!(PROXY_RANGES.has(entry) || (family !== 0 && prefixOk && extra === undefined))) {
      throw new Error(
        `TRUST_PROXY must list proxy addresses or CIDRs (or loopback, linklocal, uniquelocal), comma-separated; "${entry}" is none`,
      );
    }
  }
  return list;
}
