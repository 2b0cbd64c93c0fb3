/**
 * Zod-free description of a call. The portal imports these plain objects (via `@bq/contract/meta`)
 * so that its first-load bundle never pulls in zod; schemas live in `src/calls/`.
 */

export type Method = 'GET' | 'POST';

/**
 * How the request carries its fields, exactly as spec §7 marks the call. `multipart`:
 * multipart/form-data whose text fields come first (validated by the schema) and whose one file
 * part, named by `CallMeta.file`, comes last and is streamed, never held in memory whole.
 */
export type Encoding = 'json' | 'form' | 'query' | 'multipart';

/**
 * Who may make the call. `public`: anyone, with the guest token, a login token or no token.
 * `user`: any signed-in user (not the guest token). `modules`: the active role must hold at least
 * one of these module or permission ids.
 */
export type Permission = 'public' | 'user' | { readonly modules: readonly string[] };

export interface CallMeta {
  readonly path: string;
  readonly method: Method;
  readonly encoding: Encoding;
  readonly permission: Permission;
  /** Larger request-body limit for this call; the server default applies otherwise. */
  readonly bodyLimitBytes?: number;
  /** The file part of a `multipart` call: its field name and size limit. */
  readonly file?: UploadFileMeta;
  /**
   * The call moves money or shows what moves it: the server refuses it (`CODES.stepUpRequired`)
   * unless the session's last authenticator code is fresh (docs/auth.md "Step-up").
   */
  readonly stepUp?: true;
}

export interface UploadFileMeta {
  readonly field: string;
  readonly maxBytes: number;
}

export function isPermission(value: unknown): value is Permission {
  if (value === 'public' || value === 'user') return true;
  if (typeof value !== 'object' || value === null) return false;
  const modules = (value as { modules?: unknown }).modules;
  return (
    Array.isArray(modules) &&
    modules.length > 0 &&
    modules.every((id) => typeof id === 'string' && /^\d+$/.test(id))
  );
}
