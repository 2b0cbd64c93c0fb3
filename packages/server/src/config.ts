import path from 'node:path';
import { DEFAULT_GUEST_TOKEN, FIELD_LIMITS } from '@bq/contract';
import { type Money, moneyToDecimal } from '@bq/validators';
import {
  type AchConfig,
  achConfig,
  dollars,
  flag,
  instant,
  num,
  passwordCost,
  payerTin,
  percent,
  proxies,
  secret,
  thresholds,
  tinKeys,
  wholeBetween,
} from './config-env.js';
import { type OpsConfig, opsConfig } from './config-ops.js';
import type { TinKeyring } from './domain/people/tin-crypto.js';
import { PACKAGE_DIR } from './package-dir.js';

export { DEVELOPMENT_TIN_KEYS } from './config-env.js';

/** The code's defaults live in the contract's table, where the portal reads what it shows. */
const CODE = FIELD_LIMITS.auth.code;

export interface Config {
  port: number;
  host: string;
  /** `postgres://…` switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | null;
  /**
   * `DATABASE_POOLER=transaction`: `DATABASE_URL` is a pooler in transaction mode (PgBouncer),
   * where a connection is the server's only for one transaction: no named prepared statements.
   */
  databasePooler: 'transaction' | null;
  /** PGlite data directory; `memory://` keeps the database in memory (tests). */
  dataDir: string;
  /** A PGlite dump an in-memory database (`memory://`) starts from: tests and e2e workers. */
  dataSnapshot: string | null;
  guestToken: string;
  smtpUrl: string | null;
  mailFrom: string;
  corsOrigins: string[];
  tokenIdleMinutes: number;
  tokenMaxHours: number;
  sessionCacheSeconds: number;
  /** How long another server's write may take to show in the badge counts (0: no cache). */
  badgeCacheSeconds: number;
  /** Failed logins for one address within `loginLockMinutes` before it is refused for a while. */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Failed logins from one client IP within `loginLockMinutes` before it is refused (any address). */
  loginIpMaxFailures: number;
  /** How long a session's last authenticator code lets it move money (docs/auth.md "Step-up"). */
  stepUpMinutes: number;
  /**
   * Key of the device cookies' HMAC (auth/device-cookie.ts); null: a random key kept in the
   * database, made by the first server that needs it, so every server on it shares one.
   */
  deviceCookieSecret: string | null;
  /** How long a browser stays a known device after its last successful login. */
  deviceCookieDays: number;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDRs, Fastify's `trustProxy`);
   * empty: nobody's, the client address is the connection's.
   */
  trustProxy: string[];
  /** log2 of scrypt's N for new password hashes (auth/crypto.ts); at least 15 in production. */
  passwordCost: number;
  codeTtlMinutes: number;
  codeResendSeconds: number;
  codeMaxTries: number;
  codeIpHourlyLimit: number;
  /**
   * Where people open the portal, for links in mails (`https://portal.example`). Unset: the first
   * CORS origin, else this server's own address. Never taken from a request's headers, which
   * whoever asks for a mail could set to their own site.
   */
  publicBaseUrl: string | null;
  /** The office's name as listings are branded with it (`OFFICE_NAME`, default BQ Realty). */
  officeName: string;
  /** The office's EIN as the 1099-NEC payer (`PAYER_TIN`, nine digits); '' leaves the column empty. */
  payerTin: string;
  /**
   * The bank file's header and batch fields (`ACH_*`): the defaults are the settings' until an
   * administrator sets them on the server configuration page (docs/finance-pay.md "Bank files").
   */
  ach: AchConfig;
  /** Health, load shedding and metrics (config-ops.ts). */
  ops: OpsConfig;
  /** Public course registration (double opt-in): how long the mailed link confirms. */
  regisLinkHours: number;
  /** The throttle's window, and registrations per course within it per client IP and e-mail. */
  regisWindowMinutes: number;
  regisIpLimit: number;
  regisEmailLimit: number;
  /** Unconfirmed (and unexpired) registrations one client IP may hold on one course. */
  regisPendingPerIp: number;
  /** Letters (one per receiver) one user may send per hour. */
  letterHourlyLimit: number;
  /** Business days (Monday to Friday, California) an order waits for office payment. */
  orderPayDays: number;
  /** The lecturers' share of a paid course seat, in percent (a refund claws it back). */
  lecturerSharePercent: number;
  /**
   * What one token is worth in the marketplace, in dollars (`TOKEN_VALUE`, default 1.00): an
   * order paid with tokens costs its dollar total divided by this, rounded up to a whole token.
   */
  tokenValue: Money;
  /** The commission plan of an agent whose admin config names none. */
  defaultCommissionPlan: string;
  /**
   * A pay statement whose total is above this is approved by a second person (not its reviewer),
   * a decimal dollar amount (`'5000.00'`).
   */
  payrollSecondPersonAbove: string;
  /** Above this moved amount, a ledger correction is proposed by one person, posted by another. */
  ledgerCorrectionSecondPersonAbove: string;
  /** The module names whose roles may reopen a closed case (finance and administrators). */
  caseReopenBy: string;
  /**
   * The roles (names, comma-separated, or `none`) whose people must sign in with an authenticator
   * app (`TWO_STEP_ROLES`); the server-config page overrides it (`auth.twoStepRoles`).
   */
  twoStepRoles: string;
  /** A refund above this is paid by someone other than who approved it (a runtime setting). */
  refundSecondPersonAbove: string;
  /** A CDA whose gross is above this is approved by someone other than who generated it. */
  cdaSecondPersonAbove: string;
  /** The wire or check instructions every CDA carries (a runtime setting, `cda.paymentInstructions`). */
  cdaPaymentInstructions: string;
  /**
   * The 1099-NEC threshold by the first tax year it applies to (`NEC_1099_THRESHOLDS`, default
   * `2025:600.00,2026:2000.00`: $600 through 2025, $2,000 from 2026), oldest first.
   */
  nec1099Thresholds: readonly { from: number; amount: string }[];
  /**
   * The keys full TINs are encrypted with (`TIN_KEYS`, `keyId:base64key,…`: the first encrypts,
   * all decrypt). Required in production; elsewhere a fixed, published development key.
   */
  tinKeys: TinKeyring;
  bodyLimitBytes: number;
  /** Where uploaded files are kept; null: under DATA_DIR (a temp dir for `memory://`). */
  storageDir: string | null;
  /** Where `kill -USR2` writes a PGlite backup (`BACKUP_DIR`); null: no in-process backups. */
  backupDir: string | null;
  /**
   * The largest transaction document, in MB (`CASE_DOCUMENT_MAX_MB`, 1 to 10, default 10): the
   * default of the runtime setting `uploads.caseDocumentMaxMb` (domain/system/settings-keys.ts).
   */
  caseDocumentMaxMb: number;
  /** Uploads one user may have in flight at once. */
  uploadsPerUser: number;
  /**
   * The durable job queue's worker in this process (`JOBS_WORKER`, `on` or `off`; default on):
   * off, the process still queues jobs for the others to run.
   */
  jobsWorker: boolean;
  /** How often an idle worker looks for due jobs (`JOBS_POLL_MS`, default 1000). */
  jobsPollMs: number;
  /** How long a claimed job stays this process's without a renewal (`JOBS_LEASE_MS`, default 30000). */
  jobsLeaseMs: number;
  /** Jobs one process runs at once (`JOBS_CONCURRENCY`, default 2). */
  jobsConcurrency: number;
  logLevel: string;
  /** Serves `general/test/latestOutbox`; for end-to-end tests only, refused in production. */
  exposeOutbox: boolean;
  /** Insert demo data when the database has no users (production: only with SEED_DEMO=1). */
  seedDemo: boolean;
  /** Built portal to serve at `/` (optional; the portal issue wires it). */
  staticDir: string | null;
  isProduction: boolean;
  /** Hold every answer to its call's response schema (tests; see answer-check.ts). */
  checkAnswers: boolean;
  /** Test processes only: the instant the app's clock starts at (clock/app-clock.ts). */
  testNow: Date | null;
}

export const DEFAULT_DATA_DIR = path.join(PACKAGE_DIR, '.data');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const pooler = env.DATABASE_POOLER?.trim() || null;
  if (pooler !== null && pooler !== 'transaction') {
    throw new Error(
      `DATABASE_POOLER must be 'transaction' (PgBouncer's transaction mode), not '${pooler}'`,
    );
  }
  if (pooler && !databaseUrl) {
    throw new Error(
      'DATABASE_POOLER needs DATABASE_URL: it says what stands between the server and PostgreSQL',
    );
  }
  const exposeOutbox = flag(env, 'EXPOSE_OUTBOX', false);
  if (isProduction && exposeOutbox) {
    // The outbox hands any caller the codes that reset passwords: never on a production server.
    throw new Error(
      'EXPOSE_OUTBOX=1 is refused with NODE_ENV=production: the test outbox would let anyone read verification codes',
    );
  }
  const testNow = instant(env, 'TEST_NOW');
  if (isProduction && testNow) {
    // A production server's dates are the office's real ones: a fixed clock would date every
    // payment, closing and session wrongly.
    throw new Error('TEST_NOW is refused with NODE_ENV=production: it is for test processes only');
  }
  return {
    port: num(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    databasePooler: pooler,
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    dataSnapshot: env.DATA_SNAPSHOT || null,
    backupDir: env.BACKUP_DIR || null,
    guestToken: env.GUEST_TOKEN || DEFAULT_GUEST_TOKEN,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'BQ Portal <no-reply@bq.example>',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    tokenIdleMinutes: num(env, 'TOKEN_IDLE_MINUTES', 720),
    tokenMaxHours: num(env, 'TOKEN_MAX_HOURS', 168),
    sessionCacheSeconds: num(env, 'SESSION_CACHE_SECONDS', 5),
    badgeCacheSeconds: num(env, 'BADGE_CACHE_SECONDS', 5),
    loginMaxFailures: num(env, 'LOGIN_MAX_FAILURES', 10),
    loginLockMinutes: num(env, 'LOGIN_LOCK_MINUTES', 15),
    loginIpMaxFailures: num(env, 'LOGIN_IP_MAX_FAILURES', 50),
    stepUpMinutes: num(env, 'STEP_UP_MINUTES', 5),
    deviceCookieSecret: secret(env, 'DEVICE_COOKIE_SECRET'),
    deviceCookieDays: num(env, 'DEVICE_COOKIE_DAYS', 180),
    trustProxy: proxies(env),
    passwordCost: passwordCost(env, isProduction),
    codeTtlMinutes: num(env, 'CODE_TTL_MINUTES', CODE.ttlMinutes),
    codeResendSeconds: num(env, 'CODE_RESEND_SECONDS', CODE.resendSeconds),
    codeMaxTries: num(env, 'CODE_MAX_TRIES', CODE.maxTries),
    codeIpHourlyLimit: num(env, 'CODE_IP_HOURLY_LIMIT', 20),
    publicBaseUrl: env.PUBLIC_BASE_URL?.trim().replace(/\/+$/, '') || null,
    officeName: env.OFFICE_NAME?.trim() || 'BQ Realty',
    ach: achConfig(env),
    ops: opsConfig(env),
    payerTin: payerTin(env),
    regisLinkHours: num(env, 'REGIS_LINK_HOURS', 24),
    regisWindowMinutes: num(env, 'REGIS_WINDOW_MINUTES', 10),
    regisIpLimit: num(env, 'REGIS_IP_LIMIT', 10),
    regisEmailLimit: num(env, 'REGIS_EMAIL_LIMIT', 3),
    regisPendingPerIp: num(env, 'REGIS_PENDING_PER_IP', 5),
    letterHourlyLimit: num(env, 'LETTER_HOURLY_LIMIT', 100),
    orderPayDays: num(env, 'ORDER_PAY_DAYS', 3),
    lecturerSharePercent: percent(env, 'LECTURER_SHARE_PERCENT', 50),
    tokenValue: dollars(env, 'TOKEN_VALUE', '1.00'),
    defaultCommissionPlan: env.DEFAULT_COMMISSION_PLAN?.trim() || 'Standard',
    nec1099Thresholds: thresholds(env, 'NEC_1099_THRESHOLDS', '2025:600.00,2026:2000.00'),
    payrollSecondPersonAbove: moneyToDecimal(
      dollars(env, 'PAYROLL_SECOND_PERSON_ABOVE', '5000.00'),
    ),
    ledgerCorrectionSecondPersonAbove: moneyToDecimal(
      dollars(env, 'LEDGER_CORRECTION_SECOND_PERSON_ABOVE', '1000.00'),
    ),
    caseReopenBy: env.CASE_REOPEN_BY?.trim() || 'financial/corrections, userroles/usermgt',
    twoStepRoles: env.TWO_STEP_ROLES?.trim() || 'none',
    refundSecondPersonAbove: moneyToDecimal(dollars(env, 'REFUND_SECOND_PERSON_ABOVE', '500.00')),
    cdaSecondPersonAbove: moneyToDecimal(dollars(env, 'CDA_SECOND_PERSON_ABOVE', '25000.00')),
    cdaPaymentInstructions:
      env.CDA_PAYMENT_INSTRUCTIONS?.trim() ||
      'Check payable to BQ Realty, Inc.; for a wire, call the office for its bank details and confirm them by phone before sending',
    bodyLimitBytes: num(env, 'BODY_LIMIT_BYTES', 1_048_576),
    storageDir: env.STORAGE_DIR || null,
    uploadsPerUser: num(env, 'UPLOADS_PER_USER', 2),
    jobsWorker: (env.JOBS_WORKER ?? 'on').trim().toLowerCase() !== 'off',
    jobsPollMs: wholeBetween(env, 'JOBS_POLL_MS', 1000, 10, 60_000),
    jobsLeaseMs: wholeBetween(env, 'JOBS_LEASE_MS', 30_000, 300, 600_000),
    jobsConcurrency: wholeBetween(env, 'JOBS_CONCURRENCY', 2, 1, 16),
    caseDocumentMaxMb: wholeBetween(env, 'CASE_DOCUMENT_MAX_MB', 10, 1, 10),
    logLevel: env.LOG_LEVEL || (isProduction ? 'info' : 'debug'),
    exposeOutbox,
    // The demo accounts have a published password: production gets them only when asked by name.
    seedDemo: flag(env, 'SEED_DEMO', !isProduction),
    staticDir: env.STATIC_DIR || null,
    isProduction,
    // Never in production: a drifted answer must reach the user, not become a failure.
    checkAnswers: !isProduction && flag(env, 'CHECK_ANSWERS', env.NODE_ENV === 'test'),
    testNow,
    // Last: the other settings' refusals are told first, as they were before TINs were kept.
    tinKeys: tinKeys(env, isProduction),
  };
}

/** The portal's address for links in mails: configured, never read from the request. */
export function portalBase(config: Config): string {
  return config.publicBaseUrl ?? config.corsOrigins[0] ?? `http://${config.host}:${config.port}`;
}
