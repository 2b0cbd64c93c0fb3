import type { FastifyPluginAsync } from 'fastify';
import { portalBase } from '../config.js';
import type { Services } from '../context.js';
import { UNSUBSCRIBE_PATH } from '../domain/mailing/campaigns.js';
import { optOut } from '../domain/mailing/optouts.js';
import { addressOfToken, unsubscribeKey } from '../domain/mailing/tokens.js';

/** The portal's confirm page a person's browser is sent to (packages/portal route table). */
export const CONFIRM_ROUTE = '/#/unsubscribe/';

const params = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 10, maxLength: 400 } },
} as const;

/**
 * The unsubscribe link of every campaign mail (RFC 8058), public by design:
 * - POST is the mail client's one-click (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`): it
 *   unsubscribes at once, with no session and no page, and answers 200 whatever the body's
 *   encoding (the RFC allows form and multipart);
 * - GET is a person or a link scanner opening the link: it only sends the browser to the portal's
 *   confirm page, so a scanner that follows every link in a mail unsubscribes nobody.
 * A token this database did not sign answers 404 from the HMAC alone, without a query.
 */
export const mailingPlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const path = `${UNSUBSCRIBE_PATH}:token`;
  app.get<{ Params: { token: string } }>(path, { schema: { params } }, async (req, reply) =>
    reply.redirect(`${portalBase(services.config)}${CONFIRM_ROUTE}${req.params.token}`, 303),
  );
  app.post<{ Params: { token: string } }>(path, { schema: { params } }, async (req, reply) => {
    const address = addressOfToken(await unsubscribeKey(services.db), req.params.token);
    if (!address) return reply.code(404).type('text/plain').send('Unknown unsubscribe link');
    await optOut(services.db, services.now(), address, 'one-click');
    return reply.code(200).type('text/plain').send('Unsubscribed');
  });
};
