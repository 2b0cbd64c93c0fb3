import {
  allowsDelivery,
  type DeliveryChoice,
  TEMPLATE_EVENTS,
  type TemplateCode,
} from '@bq/contract';
import { eq } from 'drizzle-orm';
import type { FamilyHandlers } from '../../context.js';
import { messagePreferences } from '../../db/schema-messages.js';
import { setDelivery } from '../../domain/messages/preferences.js';
import { fieldRefused } from '../../envelope.js';

const CHANNEL_WORDS = { station: 'in-app', email: 'e-mail' } as const;

export const messagePreference: FamilyHandlers<'messagePreference'> = {
  async getList(_input, ctx) {
    const chosen = await ctx.db
      .select()
      .from(messagePreferences)
      .where(eq(messagePreferences.userId, ctx.user.userId));
    const byCode = new Map<string, DeliveryChoice>(chosen.map((p) => [p.eventCode, p.delivery]));
    return {
      list: Object.entries(TEMPLATE_EVENTS).map(([code, event]) => ({
        code,
        name: event.name,
        channel: event.channel,
        mandatory: event.mandatory,
        delivery: byCode.get(code) ?? event.channel,
      })),
    };
  },

  async update({ code, delivery }, ctx) {
    if (!Object.hasOwn(TEMPLATE_EVENTS, code)) throw fieldRefused('code', 'is not a message event');
    const event = TEMPLATE_EVENTS[code as TemplateCode];
    if (!allowsDelivery(event, delivery)) {
      throw fieldRefused(
        'delivery',
        `must include ${CHANNEL_WORDS[event.channel]}: the office requires this message there`,
      );
    }
    await setDelivery(ctx.db, ctx.user.userId, code, delivery);
    return { code, delivery };
  },
};
