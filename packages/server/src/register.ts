import {
  type CallDef,
  type Encoding,
  hasControl,
  isPermission,
  issueMessage,
  ROLES_VERSION_HEADER,
} from '@bq/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answerProblems } from './answer-check.js';
import { checkPermission, resolveToken, tokenFromHeader } from './auth/sessions.js';
import { requireStepUp } from './auth/step-up.js';
import type { Services } from './context.js';
import { withChangeContext } from './db/change-context.js';
import { deviceLabel } from './domain/security/device.js';
import { ApiError, badInput, type FieldProblem, fieldsRefused, ok } from './envelope.js';
import { finishUpload, readMultipart } from './files/multipart.js';
import type { AnyHandler } from './handlers/index.js';

const CONTENT_TYPES: Record<Exclude<Encoding, 'query'>, { type: string; label: string }> = {
  json: { type: 'application/json', label: 'a JSON body (Content-Type: application/json)' },
  form: {
    type: 'application/x-www-form-urlencoded',
    label: 'a form body (Content-Type: application/x-www-form-urlencoded)',
  },
  multipart: { type: 'multipart/form-data', label: 'a multipart body (multipart/form-data)' },
};

/** The 400 answer to a refused input: see `fieldsRefused` (at most 20 fields are named). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): {
  message: string;
  fields: FieldProblem[];
} {
  const fields = issues.slice(0, 20).map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
  return { message: fieldsRefused(fields).message, fields };
}

/** The path of the first string in the parsed input holding a control character, if any. */
export function controlCharPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasControl(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharPath(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function readInput(call: CallDef, req: FastifyRequest): unknown {
  if (call.encoding === 'query') return req.query ?? {};
  if (req.body === undefined || req.body === null || req.body === '') return {};
  const expected = CONTENT_TYPES[call.encoding];
  const sent = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (sent !== expected.type) throw badInput(`This call takes ${expected.label}`);
  return req.body;
}

/**
 * The only way a call becomes a route: permission gate, then encoding and schema validation, then
 * the handler, then the envelope. A call without a valid permission is refused at start-up.
 */
export function registerCall(
  app: FastifyInstance,
  services: Services,
  call: CallDef,
  handler: AnyHandler,
): void {
  if (!isPermission(call.permission)) {
    throw new Error(`refusing to register ${call.path}: no valid permission declared`);
  }
  if (call.stepUp && call.permission === 'public') {
    throw new Error(`refusing to register ${call.path}: a step-up call must name who may call it`);
  }
  if (call.encoding === 'multipart' && !call.file) {
    throw new Error(`refusing to register ${call.path}: multipart without a declared file part`);
  }
  app.route({
    method: call.method,
    url: `/${call.path}`,
    ...(call.bodyLimitBytes ? { bodyLimit: call.bodyLimitBytes } : {}),
    ...(call.encoding === 'multipart' ? { onResponse: finishUpload } : {}),
    handler: async (req, reply) => {
      let user = null;
      if (call.permission !== 'public') {
        const auth = await resolveToken(services, tokenFromHeader(req.headers.authorization));
        const denied = checkPermission(call.permission, auth, call.path);
        if (denied) throw denied;
        if (auth.kind === 'user') user = auth.user;
      }
      // Before the body is read: a stale session learns nothing of its input, and the portal
      // sends the very same request again once a code is given.
      if (call.stepUp && user) {
        const origin = { ip: req.ip, device: deviceLabel(req.headers['user-agent']) };
        await requireStepUp(services, user, call.path, origin);
      }
      // Set before the handler runs so refusals carry it too; a role edit by this call itself
      // is seen on the caller's next call.
      if (user) reply.header(ROLES_VERSION_HEADER, user.rolesVersion);
      // Multipart: only now, past the gate, is the body read; its file part is left for the handler.
      const upload =
        call.encoding === 'multipart'
          ? await readMultipart(call, req, services.files, user?.userId ?? null)
          : null;
      // issueMessage words what no schema named; the schemas' own messages win over it.
      const parsed = call.request.safeParse(upload ? upload.fields : readInput(call, req), {
        error: issueMessage,
      });
      if (!parsed.success) {
        const { message, fields } = describeIssues(parsed.error.issues);
        throw new ApiError(400, message, { fields });
      }
      const bad = controlCharPath(parsed.data);
      if (bad) {
        const field = bad.length > 0 ? bad.join('.') : '(body)';
        throw fieldsRefused([
          { field, message: 'must not contain control characters (such as NUL)' },
        ]);
      }
      const file = upload?.file ?? null;
      // Every transaction the handler begins tells the change log who and which call wrote.
      const change = {
        actor: user?.userId ?? null,
        call: call.path,
        now: services.now,
        origin: { ip: req.ip, device: deviceLabel(req.headers['user-agent']) },
      };
      const data = await withChangeContext(change, () =>
        handler(parsed.data, {
          ...services,
          user,
          ip: req.ip,
          cookies: req.cookies ?? {},
          setCookie: (name, value, { path, maxAgeMs }) => {
            // HttpOnly: no script reads it; Strict: no other site's page can send it along.
            reply.setCookie(name, value, {
              path,
              maxAge: Math.floor(maxAgeMs / 1000),
              httpOnly: true,
              sameSite: 'strict',
              secure: req.protocol === 'https',
            });
          },
          log: req.log,
          file,
          act: () => ({ now: services.now(), actor: user?.userId ?? null }),
        }),
      );
      if (services.config.checkAnswers) {
        const problems = answerProblems(call, data ?? null);
        if (problems.length > 0) {
          throw new ApiError(
            500,
            `answer of ${call.path} breaks its schema: ${problems.join('; ')}`,
          );
        }
      }
      return ok(data ?? null);
    },
  });
}
