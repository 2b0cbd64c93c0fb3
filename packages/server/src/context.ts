import type { CallDef, Contract, Permission } from '@bq/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DeviceCookies } from './auth/device-cookie.js';
import type { LoginThrottle } from './auth/login-throttle.js';
import type { Mailer } from './auth/mail.js';
import type { SessionCache } from './auth/session-cache.js';
import type { BadgeCache } from './badge-cache.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/index.js';
import type { Act, SignedAct } from './domain/shared/act.js';
import type { LiveSettings } from './domain/system/settings-cache.js';
import type { IncomingFile } from './files/multipart.js';
import type { FileStorage } from './files/storage.js';
import type { JobRunner } from './jobs/runner.js';
import type { JobWorker } from './jobs/worker.js';

/** The signed-in user behind a login token, with the module ids of the active role. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  name: string;
  email: string;
  userType: 'staff' | 'tourist';
  activeRoleId: number | null;
  modules: ReadonlySet<string>;
  /** Fingerprint of the active role's modules, sent as `x-roles-version` on every answer. */
  rolesVersion: string;
  /** Only enrolment and logout until two-step sign-in is set up (the role requires it). */
  mustEnrol?: boolean;
}

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  sessionCache: SessionCache;
  loginThrottle: LoginThrottle;
  deviceCookies: DeviceCookies;
  badgeCache: BadgeCache;
  files: FileStorage;
  /** The runtime settings in force (/system/server-config): read when needed. */
  settings: LiveSettings;
  /** Injected clock: tests move it to expire codes and tokens. */
  now: () => Date;
  /** This app's background jobs (exports, imports): stopped and awaited when it closes. */
  jobs: JobRunner;
  /** Claims this app's share of the durable job queue; `wake()` after queueing a job. */
  worker: JobWorker;
}

export interface Ctx<U = SessionUser | null> extends Services {
  user: U;
  ip: string;
  /** The request's cookies (only the device cookie is ever sent, to the login call). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Sets a cookie on the answer; `Secure` is added when the request came over https. */
  setCookie(name: string, value: string, options: { path: string; maxAgeMs: number }): void;
  log: FastifyBaseLogger;
  /** The unread file part of a multipart call (null for other calls or when none was sent). */
  file: IncomingFile | null;
  /**
   * What a domain function takes beside its transaction: this instant of the injected clock and
   * the signed-in user as the actor (null for a visitor). Read once per change, as its `now`.
   */
  act(): U extends SessionUser ? SignedAct : Act;
}

export type { SignedAct };

type UserFor<P extends Permission> = P extends 'public' ? SessionUser | null : SessionUser;

export type Handler<C extends CallDef> = (
  input: z.output<C['request']>,
  ctx: Ctx<UserFor<C['permission']>>,
) => Promise<z.input<C['response']>>;

export type FamilyHandlers<F extends keyof Contract> = {
  [N in keyof Contract[F]]: Contract[F][N] extends CallDef ? Handler<Contract[F][N]> : never;
};

/**
 * Families are optional so the contract can describe calls before the server implements them
 * (those answer the 404 envelope: no route, no access); a family that is present must handle
 * every one of its calls.
 */
export type Handlers = { [F in keyof Contract]?: FamilyHandlers<F> };
