import { allCalls, type CallDef, type Permission } from '@bq/contract';
import { z } from 'zod';

export function permissionText(p: Permission): string {
  if (p === 'public') return 'public (guest token, login token or none)';
  if (p === 'user') return 'any signed-in user';
  return `active role holds one of modules ${p.modules.join(', ')}`;
}

function schemaOf(type: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _drop, ...schema } = z.toJSONSchema(type, { io, unrepresentable: 'any' });
  return schema;
}

function operation(family: string, call: CallDef) {
  const request = schemaOf(call.request, 'input');
  const op: Record<string, unknown> = {
    tags: [family],
    summary: call.summary,
    description: `Permission: ${permissionText(call.permission)}. Body: ${call.encoding}.`,
    security: call.permission === 'public' ? [] : [{ token: [] }],
    responses: {
      200: {
        description: 'Envelope; `data` as below when `code` is 200.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['code', 'message', 'data'],
              properties: {
                code: { type: 'integer' },
                message: { type: 'string' },
                data: schemaOf(call.response, 'output'),
              },
            },
          },
        },
      },
    },
  };
  if (call.encoding === 'query') {
    const props = (request.properties ?? {}) as Record<string, unknown>;
    op.parameters = Object.entries(props).map(([name, schema]) => ({
      name,
      in: 'query',
      schema,
    }));
  } else if (call.encoding === 'multipart' && call.file) {
    // The text fields first, then the file part (the server streams it after the fields).
    const schema = {
      ...request,
      properties: {
        ...((request.properties ?? {}) as Record<string, unknown>),
        [call.file.field]: {
          type: 'string',
          format: 'binary',
          description: `The file, at most ${call.file.maxBytes} bytes; send it after the other fields.`,
        },
      },
      required: [...((request.required as string[] | undefined) ?? []), call.file.field],
    };
    op.requestBody = { content: { 'multipart/form-data': { schema } } };
  } else {
    const type =
      call.encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    op.requestBody = { content: { [type]: { schema: request } } };
  }
  return op;
}

const built = new Map<boolean, ReturnType<typeof generate>>();

/**
 * OpenAPI 3.1 document of every call, generated from the contract. Made once per process and
 * frozen: every app built in it (a test file, a process test's server) serves the same document,
 * and converting ~100 calls' schemas took a tenth of a second of each start.
 */
export function buildOpenApi(opts: { includeTesting: boolean }): ReturnType<typeof generate> {
  let document = built.get(opts.includeTesting);
  if (!document) {
    document = deepFreeze(generate(opts));
    built.set(opts.includeTesting, document);
  }
  return document;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function generate(opts: { includeTesting: boolean }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { family, call } of allCalls()) {
    if (family === 'testing' && !opts.includeTesting) continue;
    paths[`/api/${call.path}`] = { [call.method.toLowerCase()]: operation(family, call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'BQ portal API',
      version: '0.1.0',
      description:
        'Every handled answer is HTTP 200 with { code, message, data }: 200 ok, 1001 token missing/expired/revoked, 401 needs a signed-in user, 403 not permitted, 400 invalid input, 404 not found, 409 conflict, 429 too many requests, 100006 application already exists.',
    },
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
    paths,
  };
}
