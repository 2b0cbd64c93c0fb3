import { CODES } from '@bq/contract';
import { portalBase } from '../../config.js';
import type { FamilyHandlers } from '../../context.js';
import type { Db } from '../../db/index.js';
import { sendCampaign } from '../../domain/mailing/campaigns.js';
import {
  campaignRows,
  mailListRows,
  removeSubscriber,
  saveList,
  subscribe,
  subscriberPage,
} from '../../domain/mailing/lists.js';
import { isOptedOut, optOut } from '../../domain/mailing/optouts.js';
import { addressOfToken, maskAddress, unsubscribeKey } from '../../domain/mailing/tokens.js';
import { ApiError } from '../../envelope.js';
import { once } from '../../idempotency/once.js';

export const INVALID_LINK = 'This unsubscribe link is not valid; open the whole link from the mail';

/** The address a public token names, or the 404 every other token answers. */
export async function tokenAddress(ctx: { db: Db }, token: string) {
  const address = addressOfToken(await unsubscribeKey(ctx.db), token);
  if (!address) throw new ApiError(CODES.notFound, INVALID_LINK);
  return address;
}

export const mailList: FamilyHandlers<'mailList'> = {
  async lists(_input, ctx) {
    return { list: await mailListRows(ctx.db) };
  },

  async save(input, ctx) {
    const id = await ctx.db.transaction((tx) => saveList(tx, ctx.act(), input));
    return { id };
  },

  async subscribers(input, ctx) {
    return subscriberPage(ctx.db, input);
  },

  async subscribe(input, ctx) {
    return ctx.db.transaction((tx) => subscribe(tx, ctx.act(), input));
  },

  async removeSubscriber({ id }, ctx) {
    await ctx.db.transaction((tx) => removeSubscriber(tx, id));
    return null;
  },

  async campaigns({ listId }, ctx) {
    return { list: await campaignRows(ctx.db, listId) };
  },

  async send({ idempotencyKey, ...campaign }, ctx) {
    const key = await unsubscribeKey(ctx.db);
    const act = ctx.act();
    const sent = await ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: 'bq/mailList/send',
          request: campaign,
          at: act.now,
        },
        async () => {
          const row = await sendCampaign(tx, act, {
            ...campaign,
            baseUrl: portalBase(ctx.config),
            key,
          });
          return { ...row, sentByName: ctx.user.name };
        },
      ),
    );
    ctx.mailer.kick();
    return sent;
  },

  async unsubscribeCheck({ token }, ctx) {
    const address = await tokenAddress(ctx, token);
    return { email: maskAddress(address), unsubscribed: await isOptedOut(ctx.db, address) };
  },

  async unsubscribe({ token }, ctx) {
    const address = await tokenAddress(ctx, token);
    await optOut(ctx.db, ctx.now(), address, 'page');
    return { email: maskAddress(address), unsubscribed: true };
  },
};
