import { numeric } from 'drizzle-orm/pg-core';

/**
 * The one column type for money: numeric(14, 2), dollars to the cent (`FIELD_LIMITS.common.money`
 * is its limit in the contract). Drizzle answers it as a decimal string, which `parseMoney` of
 * @bq/validators reads exactly; it never becomes a float.
 */
export const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2 });
