import type { DiscountPreview } from '@bq/contract';
import { ApiError } from '../../../shared/http/errors';

/** The request field a refused code is named by (`discountCode.preview` and `order.checkout`). */
export const DISCOUNT_FIELD = 'discountCode';

/**
 * What the buyer reads under the code field: the server's phrase about the code as a sentence
 * ("This code has expired (it ended on 2026-11-30)."), else the server's message as it is.
 */
export function codeRefusal(error: unknown): string {
  if (error instanceof ApiError) {
    const problem = error.fields.find((f) => f.field === DISCOUNT_FIELD);
    return problem ? `This code ${problem.message}.` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The total the buyer confirms: with a code applied, the server's total after its discount
 * (checkout compares it with its own, discount included); else the cart's.
 */
export function totalToConfirm(cartTotal: string, applied: DiscountPreview | undefined): string {
  return applied ? applied.total : cartTotal;
}
