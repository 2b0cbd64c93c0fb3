import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { registerUnreadStream } from '../unread-stream.js';

/** The unread stream is a route outside the contract (server-sent events), ended on close. */
export const messagesPlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  registerUnreadStream(app, services);
};
