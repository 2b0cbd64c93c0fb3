import type { z } from 'zod';
import type { CallMeta } from '../meta/types.js';
import { isPermission } from '../meta/types.js';

export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType>
  extends CallMeta {
  readonly request: Req;
  readonly response: Res;
  /**
   * The call's one-line description (docs/api.md, OpenAPI). Set on the calls `allCalls()` lists,
   * from `summaries.ts`; the zod-free meta the portal bundles carries none.
   */
  readonly summary?: string;
}

/**
 * Joins a call's zod-free meta with its schemas. It refuses a call without a valid permission,
 * so the server cannot register a route that nobody decided who may call (deny by default).
 */
export function defineCall<M extends CallMeta, Req extends z.ZodType, Res extends z.ZodType>(
  def: M & { request: Req; response: Res },
): M & { request: Req; response: Res } {
  if (!isPermission(def.permission)) {
    throw new Error(`call ${def.path} declares no valid permission`);
  }
  if (def.method === 'GET' && def.encoding !== 'query') {
    throw new Error(`GET call ${def.path} must use query encoding`);
  }
  if (def.path.startsWith('/')) throw new Error(`call path ${def.path} must be relative`);
  return def;
}

/** Request type as the client sends it (before coercion). */
export type RequestOf<C extends CallDef> = z.input<C['request']>;
/** Request type after validation (what the server handler receives). */
export type ParsedRequestOf<C extends CallDef> = z.output<C['request']>;
/** `data` of a successful answer. */
export type ResponseOf<C extends CallDef> = z.output<C['response']>;

/** The answer to every handled request. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T | null;
}

/** `defineCall` for a meta entry and its two schemas, written as three arguments. */
export function defineCallOf<M extends CallMeta, Req extends z.ZodType, Res extends z.ZodType>(
  meta: M,
  request: Req,
  response: Res,
): M & { request: Req; response: Res } {
  return defineCall({ ...meta, request, response });
}
