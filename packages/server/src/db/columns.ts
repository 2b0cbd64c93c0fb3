import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one column type for money: numeric(14, 2), dollars to the cent (`FIELD_LIMITS.common.money`
 * is its limit in the contract). Drizzle answers it as a decimal string, which `parseMoney` of
 * @bq/validators reads exactly; it never becomes a float.
 */
export const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** The one column type for instants: timestamptz, read as a `Date` (business dates come from it
 * through the business clock, never from its UTC date). */
export const timestampColumn = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' });

/** Bytes: both drivers hand bytea back as a Uint8Array (node-postgres as its Buffer subclass). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
