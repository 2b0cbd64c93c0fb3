import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { CODES, ROLES_VERSION_HEADER } from '@bq/contract';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DeviceCookies } from './auth/device-cookie.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { createMailer } from './auth/mail.js';
import { SessionCache } from './auth/session-cache.js';
import { BadgeCache } from './badge-cache.js';
import { answerClientError } from './client-error.js';
import { appClock } from './clock/app-clock.js';
import type { Config } from './config.js';
import type { Services } from './context.js';
import { type Database, openDatabase } from './db/index.js';
import { migrate } from './db/migrate.js';
import { syncTemplates } from './domain/messages/templates.js';
import { LiveSettings } from './domain/system/settings-cache.js';
import { ApiError, fail, fromDatabaseError, redactError } from './envelope.js';
import { multipartRefusal } from './files/multipart.js';
import { FileStorage, storageDirFor } from './files/storage.js';
import { implementedCalls, unimplementedCalls } from './handlers/index.js';
import { JobRunner } from './jobs/runner.js';
import { JobWorker } from './jobs/worker.js';
import { buildOpenApi } from './openapi.js';
import { awardsPlugin } from './plugins/awards.js';
import { backupPlugin } from './plugins/backup.js';
import { calendarPlugin } from './plugins/calendar.js';
import { commercePlugin } from './plugins/commerce.js';
import { groupsPlugin } from './plugins/groups.js';
import { healthPlugin } from './plugins/health.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { institutePlugin } from './plugins/institute.js';
import { listingsPlugin } from './plugins/listings.js';
import { mailPlugin } from './plugins/mail.js';
import { mailingPlugin } from './plugins/mailing.js';
import { messagesPlugin } from './plugins/messages.js';
import { metricsPlugin } from './plugins/metrics.js';
import { peoplePlugin } from './plugins/people.js';
import { reconciliationPlugin } from './plugins/reconciliation.js';
import { tokensPlugin } from './plugins/tokens.js';
import { registerCall } from './register.js';
import { seedIfEmpty, syncModules } from './seed/seed.js';
import { inlineScriptSources } from './static-csp.js';
import { activeTraceIds, instrumentApp, type Tracing, tracingTo } from './tracing.js';

export interface AppOptions {
  config: Config;
  /** A database opened by the caller (tests share one); otherwise opened from config and closed with the app. */
  database?: Database;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Traces (tests pass one with an in-memory exporter); otherwise from OTLP settings, or none. */
  tracing?: Tracing;
}

/** Fastify's own client-error codes, answered in our words (never its internals). */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty but Content-Type says JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Unsupported Content-Type; send JSON or a form as the call declares',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is too large',
  FST_ERR_CTP_INVALID_TYPE: 'Invalid Content-Type header',
  FST_PROTO_VIOLATION: 'A multipart field may not be named like an object prototype key',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The body is not multipart/form-data',
  FST_PARTS_LIMIT: 'Too many parts in the multipart body',
  FST_FILES_LIMIT: 'Only one file may be sent',
  FST_FIELDS_LIMIT: 'Too many fields in the multipart body',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_INVALID_JSON_FIELD_ERROR: 'A multipart field declared as JSON is not valid JSON',
};

/**
 * Brings a database to this build's schema and reference data, and inserts the demo data when
 * `demo` says at which cost to hash its password (config.passwordCost); null: no demo data.
 */
export async function prepareDatabase(
  database: Database,
  demo: { passwordCost: number } | null,
  now: Date,
): Promise<void> {
  // The change log's time of what this writes (reference and demo data) is this instant.
  database.setClock(() => now);
  await migrate(database);
  await syncModules(database.db);
  await syncTemplates(database.db, now);
  if (demo) await seedIfEmpty(database.db, demo.passwordCost, now);
}

/**
 * Every log line written while a traced request runs carries its trace and span ids, so the
 * request id a person quotes from an error leads to its log lines and on to its trace.
 */
function withTraceIds(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object' || 'mixin' in logger) return logger;
  return { ...logger, mixin: () => activeTraceIds() ?? {} };
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: withTraceIds(
      opts.logger ?? {
        level: config.logLevel,
        redact: ['req.headers.authorization', 'req.headers.cookie'],
      },
    ),
    bodyLimit: config.bodyLimitBytes,
    // Honour a caller's request id (a proxy's) when it looks like one, so logs can be joined.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Only the named proxies' X-Forwarded-For is believed (TRUST_PROXY): the per-client-IP
    // limits would otherwise count a whole proxy as one client, or believe any caller's header.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // A request Node's parser refuses (headers or address over its limit, not HTTP at all) never
    // reaches a route: answered here, in the envelope, instead of Fastify's own JSON.
    clientErrorHandler: answerClientError,
  });

  const ownsDatabase = !opts.database;
  // Opened once the logger exists: taking over an abandoned data directory lock is logged.
  const database =
    opts.database ??
    (await openDatabase({
      ...config,
      lockLog: { warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
    }));
  const now = opts.now ?? appClock(config.testNow);
  await prepareDatabase(database, config.seedDemo ? config : null, now());
  // From here the change log's time of a write outside a call is the app's clock.
  database.setClock(now);

  // onClose hooks run last-added first: the database closes after every plugin has stopped.
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  // A throw-away upload folder goes after the jobs have stopped (hooks run last-added first): a job
  // still writing its file into it failed the removal with ENOTEMPTY.
  const storage = storageDirFor(config);
  if (storage.throwAway)
    app.addHook('onClose', () => rm(storage.dir, { recursive: true, force: true }));
  // Added after the database's hook, so it runs first: the jobs stop, then the database closes.
  const jobs = new JobRunner();
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  const tracing =
    opts.tracing ??
    (config.ops.otlpEndpoint
      ? tracingTo(config.ops.otlpEndpoint, config.ops.serviceName, config.ops.traceSampleRatio)
      : null);
  if (tracing) {
    await instrumentApp(app, tracing);
    database.traceWith(tracing.tracer);
    app.addHook('onClose', async () => {
      database.traceWith(null);
      // An injected provider is its owner's to shut down (a test reads its spans after close).
      if (!opts.tracing) await tracing.provider.shutdown();
    });
  }
  const settings = new LiveSettings(config);
  const mailer = createMailer(config, database.db, settings, now, tracing?.tracer ?? null);
  await app.register(mailPlugin, { worker: mailer.worker });
  const services: Services = {
    config,
    database,
    db: database.db,
    mailer,
    sessionCache: new SessionCache(config.sessionCacheSeconds * 1000),
    loginThrottle: new LoginThrottle(
      database.db,
      config.loginMaxFailures,
      config.loginIpMaxFailures,
      config.loginLockMinutes * 60_000,
    ),
    deviceCookies: new DeviceCookies(
      database.db,
      config.deviceCookieSecret,
      config.deviceCookieDays * 86_400_000,
    ),
    badgeCache: new BadgeCache(config.badgeCacheSeconds * 1000),
    files: new FileStorage(storage.dir, config.uploadsPerUser),
    settings,
    now,
    jobs,
    worker: new JobWorker({
      db: database.db,
      now,
      log: app.log,
      runner: jobs,
      pollMs: config.jobsPollMs,
      leaseMs: config.jobsLeaseMs,
      concurrency: config.jobsConcurrency,
    }),
  };
  // Added after the runner's hook, so it runs first: no claim once the running jobs are stopping.
  app.addHook('onClose', () => services.worker.stop());

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof ApiError)
      return reply.code(200).send(fail(error.code, error.message, error.data));
    const dbError = fromDatabaseError(error);
    if (dbError) return reply.code(200).send(fail(dbError.code, dbError.message));
    const multipartError = multipartRefusal(error);
    if (multipartError)
      return reply.code(200).send(fail(multipartError.code, multipartError.message));
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error as { code?: string }).code ?? '';
      const message = CLIENT_ERRORS[code] ?? 'Bad request';
      const suffix =
        code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? ` (limit ${config.bodyLimitBytes} bytes)` : '';
      return reply.code(200).send(fail(CODES.badInput, message + suffix));
    }
    req.log.error({ err: redactError(error) }, 'unhandled error');
    const traced = activeTraceIds();
    const quote = traced
      ? `request id ${req.id}, trace ${traced.trace_id}`
      : `request id ${req.id}`;
    return reply.code(500).send(fail(CODES.internal, `Internal server error (${quote})`));
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]?.slice(0, 200) ?? '';
    // A browser asking for a missing file (a stale chunk, /favicon.ico) needs a real 404: a 200
    // with JSON would be taken as the file. Calls keep the envelope (spec §8).
    if (looksLikeFile(path)) return reply.code(404).type('text/plain').send('Not found');
    return reply.code(200).send(fail(CODES.notFound, `No such call: ${req.method} ${path}`));
  });

  await app.register(helmet, {
    // Swagger UI needs inline styles; everything else the API serves is JSON.
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...inlineScriptSources(config.staticDir)],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
      },
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST'],
    exposedHeaders: [ROLES_VERSION_HEADER],
  });
  // Answers over a kilobyte go compressed to a client that accepts it (lists, records, the API
  // document); the portal's files were compressed once at build and carry their encoding, so
  // they pass untouched. Brotli at quality 4: a fraction of the default 11's CPU on every answer,
  // for a few percent more bytes. Registered before every route, as it hooks each one.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Before every route: the shedding and timing hooks must see each one (docs/operations.md).
  await app.register(healthPlugin, { services, filesDir: storage.dir });
  await app.register(metricsPlugin, { services });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  // Parses the Cookie header for the login's device cookie; nothing here signs with it.
  await app.register(cookie);
  // Parses nothing up front: a multipart call reads its body after the permission gate.
  await app.register(multipart);

  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApi({ includeTesting: config.exposeOutbox }) as never },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      for (const { family, call, handler } of implementedCalls()) {
        if (family === 'testing' && !config.exposeOutbox) continue;
        registerCall(api, services, call, handler);
      }
    },
    { prefix: '/api' },
  );

  await app.register(messagesPlugin, { services });
  await app.register(institutePlugin, { services });
  await app.register(commercePlugin, { services });
  await app.register(awardsPlugin, { services });
  await app.register(listingsPlugin, { services });
  await app.register(mailingPlugin, { services });
  await app.register(groupsPlugin, { services });
  await app.register(tokensPlugin, { services });
  await app.register(reconciliationPlugin, { services });
  await app.register(idempotencyPlugin, { services });
  await app.register(calendarPlugin, { services });
  await app.register(backupPlugin, { services, backupDir: config.backupDir });

  const missing = unimplementedCalls();
  if (missing.length > 0) {
    app.log.info({ calls: missing }, `${missing.length} contract calls have no handler yet (404)`);
  }

  const staticDir = config.staticDir;
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: false,
      // The build writes .br and .gz beside each file (packages/portal/scripts/precompress.mjs):
      // sent as the browser accepts, with no compressing per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) =>
        reply.header('cache-control', cacheControlFor(relative(staticDir, file))),
    });
  }

  await app.register(peoplePlugin, { services });
  // Every kind's handler is registered by now (the plugins above).
  if (config.jobsWorker) services.worker.start();
  return app;
}

/**
 * Files under assets/ are named by their content's hash, so a name never changes meaning: kept a
 * year without asking again. Everything else (index.html, the icon) names the current build and
 * is revalidated on every visit, so a deploy reaches everyone on their next load.
 */
export function cacheControlFor(pathInStaticDir: string): string {
  return /^assets[\\/]/.test(pathInStaticDir) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Outside /api/: anything under /assets/ or whose last segment has an extension. */
export function looksLikeFile(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return false;
  if (path.startsWith('/assets/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}
