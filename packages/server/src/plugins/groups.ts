import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import {
  GROUP_UNSUBSCRIBE_PATH,
  groupUnsubscribeKey,
  stopGroupMail,
  userOfGroupToken,
} from '../domain/groups/unsubscribe.js';

const params = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 10, maxLength: 200 } },
} as const;

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Group mail</title></head><body>${body}</body></html>`;

/**
 * Group mail's unsubscribe link (RFC 8058), public by design, like the marketing one:
 * - POST is the mail program's one-click (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`)
 *   or the button of the page below: it turns the person's group mail off at once;
 * - GET is a person (or a link scanner) opening the link: a page with one button, so a scanner
 *   that follows every link in a mail turns nothing off.
 * A token this database did not sign answers 404 from the HMAC alone, without a query.
 */
export const groupsPlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const path = `${GROUP_UNSUBSCRIBE_PATH}:token`;
  const userOf = async (token: string) =>
    userOfGroupToken(await groupUnsubscribeKey(services.db), token);
  app.get<{ Params: { token: string } }>(path, { schema: { params } }, async (req, reply) => {
    if ((await userOf(req.params.token)) === null)
      return reply.code(404).type('text/plain').send('Unknown unsubscribe link');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          `<h1>Stop group mail</h1><p>You will get no more mail sent to the office's groups you are in. You can turn it on again under "How you get messages" on your home page.</p><form method="post"><button type="submit">Stop group mail</button></form>`,
        ),
      );
  });
  app.post<{ Params: { token: string } }>(path, { schema: { params } }, async (req, reply) => {
    const userId = await userOf(req.params.token);
    if (userId === null) return reply.code(404).type('text/plain').send('Unknown unsubscribe link');
    await stopGroupMail(services.db, userId);
    return reply
      .type('text/html; charset=utf-8')
      .send(page('<h1>Group mail is off</h1><p>You will get no more group mail.</p>'));
  });
};
