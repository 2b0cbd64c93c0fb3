import type { FastifyReply } from 'fastify';
import type { FileStorage } from './storage.js';

/** The key of a stored file as `FileStorage.save` makes it (a UUID). */
export const STORED_KEY = /^[0-9a-f-]{36}$/;

/**
 * Answers a stored image a public route names (a course cover, a product photo): the row its
 * upload wrote, or 404 for an unknown key or missing bytes. Immutable: a new image is a new key.
 */
export async function sendStoredImage(
  reply: FastifyReply,
  files: FileStorage,
  row: { key: string; mime: string } | undefined,
) {
  const bytes = row ? await files.read(row.key).catch(() => null) : null;
  if (!row || !bytes) return reply.code(404).type('text/plain').send('Not found');
  return reply
    .type(row.mime)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(bytes);
}
