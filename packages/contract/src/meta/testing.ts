import { meta } from './define.js';

/**
 * Only served when the server runs with EXPOSE_OUTBOX=1 (end-to-end tests); it reads mail that
 * is meant for a mailbox, so it must never be on in production.
 */
export const testingMeta = {
  latestOutbox: meta('general/test/latestOutbox', 'public'),
} as const;
