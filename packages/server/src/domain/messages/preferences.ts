import type { DeliveryChoice } from '@bq/contract';
import type { Db, Tx } from '../../db/index.js';
import { messagePreferences } from '../../db/schema-messages.js';

/**
 * A person's delivery choice for one message event, written in one place: their own choice on
 * the message center page, and the unsubscribe link of a mail (group mail's "Not at all").
 */
export async function setDelivery(
  db: Db | Tx,
  userId: number,
  code: string,
  delivery: DeliveryChoice,
): Promise<void> {
  await db
    .insert(messagePreferences)
    .values({ userId, eventCode: code, delivery })
    .onConflictDoUpdate({
      target: [messagePreferences.userId, messagePreferences.eventCode],
      set: { delivery },
    });
}
