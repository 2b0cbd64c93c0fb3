import { z } from 'zod';
import { discountCodeMeta } from '../meta/commerce.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { amount, decimal } from './amount.js';
import { defineCallOf } from './define.js';
import { day, id, int, text } from './fields.js';

const L = FIELD_LIMITS.commerce;

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
/** What a code takes money off: the whole order, its products only, or its courses only. */
export const DISCOUNT_SCOPES = ['order', 'products', 'courses'] as const;

/** A code as buyers type it; the server compares codes without regard to case. */
export const discountCodeText = () =>
  text(L.discountCode, L.discountCode.min).regex(
    /^[A-Za-z0-9_-]*$/,
    'may hold only letters, digits, - and _',
  );

export const discountCodeRow = z.object({
  id: z.int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** The percent off as a decimal string ("10.00") for a percent code, else null. */
  percent: z.string().nullable(),
  /** The amount off for a fixed code, else null. */
  amount: z.string().nullable(),
  scope: z.enum(DISCOUNT_SCOPES),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.int().nullable(),
  maxUsesPerBuyer: z.int().nullable(),
  /** Orders placed with it that are not cancelled. */
  uses: z.int(),
  active: z.boolean(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type DiscountCodeRow = z.infer<typeof discountCodeRow>;

/** What a code would take off the caller's cart now, and the total to confirm at checkout. */
export const discountPreview = z.object({
  code: z.string(),
  goods: z.string(),
  discount: z.string(),
  total: z.string(),
  /** The cart lines the code applies to. */
  lineIds: z.array(z.int()),
  /** `total` in tokens when the cart may be paid with them (products only), else null. */
  totalTokens: z.string().nullable(),
});
export type DiscountPreview = z.infer<typeof discountPreview>;

const uses = () => int({ min: 1, max: L.discountUses }).nullable().optional().default(null);

export const discountCodeAddRequest = z
  .object({
    code: discountCodeText(),
    kind: z.enum(DISCOUNT_KINDS),
    /** For a percent code: more than 0, at most 100, to a hundredth. */
    percent: decimal(L.discountPercent).optional(),
    /** For a fixed code: the amount off, more than 0. */
    amount: amount({ max: L.price }).optional(),
    scope: z.enum(DISCOUNT_SCOPES).optional().default('order'),
    validFrom: day().nullable().optional().default(null),
    validTo: day().nullable().optional().default(null),
    maxUses: uses(),
    maxUsesPerBuyer: uses(),
  })
  .superRefine((v, ctx) => {
    const what = v.kind === 'percent' ? 'percent' : 'amount';
    const other = v.kind === 'percent' ? 'amount' : 'percent';
    const value = v[what];
    if (value === undefined) ctx.addIssue({ code: 'custom', path: [what], message: 'is required' });
    else if (/^[0.]*$/.test(value))
      ctx.addIssue({ code: 'custom', path: [what], message: 'must be more than 0' });
    if (v[other] !== undefined)
      ctx.addIssue({ code: 'custom', path: [other], message: `is not for a ${v.kind} code` });
    if (v.validFrom && v.validTo && v.validTo < v.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must not be before the start' });
  });

export const discountCode = {
  list: defineCallOf(
    discountCodeMeta.list,
    z.object({}).strip(),
    z.object({ list: z.array(discountCodeRow) }),
  ),
  add: defineCallOf(discountCodeMeta.add, discountCodeAddRequest, discountCodeRow),
  /** Stops a code: orders already placed with it keep their discount. */
  deactivate: defineCallOf(discountCodeMeta.deactivate, z.object({ id: id() }), discountCodeRow),
  /** Tries a code against the caller's cart; a refusal names `discountCode` in `data.fields`. */
  preview: defineCallOf(
    discountCodeMeta.preview,
    z.object({ discountCode: discountCodeText() }),
    discountPreview,
  ),
};
