import type { CallDef } from '@bq/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, badInput } from '../envelope.js';
import type { FileStorage } from './storage.js';

/** The file part of a multipart call, not yet read: the handler streams it to storage. */
export interface IncomingFile {
  stream: MultipartFile['file'];
  /** The part's own file name and type, as the browser sent them (the schema fields rule). */
  partFileName: string;
  /** True once the stream was cut at the call's `file.maxBytes`. */
  tooLarge(): boolean;
  maxBytes: number;
}

/**
 * Busboy's own errors for a malformed multipart body, in our words: they are plain Errors with no
 * status, so without this they would answer 500. `null` for anything else.
 */
export function multipartRefusal(error: unknown): ApiError | null {
  const message = error instanceof Error ? error.message : '';
  const code = (error as { code?: unknown } | null)?.code;
  if (message === 'Multipart: Boundary not found') {
    return badInput(
      'The multipart body has no boundary: send Content-Type: multipart/form-data; boundary=… (as a browser form does)',
    );
  }
  if (
    message === 'Unexpected end of multipart data' ||
    message === 'Part terminated early' ||
    code === 'FST_MP_PREMATURE_CLOSE'
  ) {
    return badInput(
      'The multipart body ended before its closing boundary (the upload was cut off); send it again',
    );
  }
  return null;
}

const MB = 1024 * 1024;
const megabytes = (n: number) => `${(n / MB).toFixed(1)} MB`;

export function fileTooLarge(file: IncomingFile): ApiError {
  return badInput(
    `The file is too large: more than ${megabytes(file.maxBytes)} (limit ${megabytes(file.maxBytes)})`,
  );
}

/**
 * Reads the text fields of a multipart call up to its file part, leaving the file unread. Called
 * only after the permission gate, so a refused caller's body is never consumed. The per-user
 * concurrency limit is taken here too, before the file is read; `done()` releases it and drains
 * whatever the handler left unread.
 */
export async function readMultipart(
  call: CallDef,
  req: FastifyRequest,
  storage: FileStorage,
  userId: number | null,
): Promise<{ fields: Record<string, unknown>; file: IncomingFile | null }> {
  const spec = call.file;
  if (!spec) throw new Error(`${call.path} is multipart but declares no file part`);
  if (!req.isMultipart()) {
    throw badInput('This call takes a multipart body (Content-Type: multipart/form-data)');
  }
  const release = userId === null ? () => {} : storage.begin(userId);
  if (!release) {
    throw new ApiError(
      429,
      `You already have ${storage.maxConcurrentPerUser} uploads in progress; wait for one to finish`,
    );
  }
  let part: MultipartFile | undefined;
  const fields: Record<string, unknown> = {};
  try {
    const parts = req.parts({
      limits: { fileSize: spec.maxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
    });
    for await (const p of parts) {
      // Stop at the file: its bytes are the handler's to stream.
      if (p.type === 'file') {
        part = p;
        break;
      }
      const previous = fields[p.fieldname];
      fields[p.fieldname] =
        previous === undefined
          ? p.value
          : [...(Array.isArray(previous) ? previous : [previous]), p.value];
    }
  } catch (error) {
    release();
    throw error;
  }
  const file: IncomingFile | null =
    part && part.fieldname === spec.field
      ? {
          stream: part.file,
          partFileName: part.filename,
          tooLarge: () => part.file.truncated,
          maxBytes: spec.maxBytes,
        }
      : null;
  pending.set(req, () => {
    release();
    // A refusal answers before the file was read: let the rest flow past (busboy stops keeping
    // bytes at the size limit) so the client is not left blocked on a full socket.
    if (part && !part.file.readableEnded && !part.file.destroyed) part.file.resume();
  });
  return { fields, file };
}

const pending = new WeakMap<FastifyRequest, () => void>();

/** The route's onResponse hook: frees the per-user upload slot whatever the outcome. */
export async function finishUpload(req: FastifyRequest): Promise<void> {
  pending.get(req)?.();
  pending.delete(req);
}
