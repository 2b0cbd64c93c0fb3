import type { ProductCard } from '@bq/contract';
import { FIELD_LIMITS, fieldMessages as msg } from '@bq/contract/meta';
import { wholeNumberOf, wholeNumberRule } from './wholeNumber';

const L = FIELD_LIMITS.commerce;

/** One choice of the product as the editor holds it; `optionId` absent: a new option. */
export interface OptionValues {
  optionId?: number;
  label: string;
  /** Dollars as typed, sent as the decimal string (never a float). */
  price: string;
}

/** The product editor's values: texts as typed, amounts as decimal strings. */
export interface ProductFormValues {
  /** The type's id as text ('' until one is chosen: a Select's value). */
  typeId: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  /** Addresses of uploaded photos, the first is the product's picture in lists. */
  photos: string[];
  price: string;
  /** `made`: made to order (no stock is counted); `counted`: `stock` items on hand. */
  supply: 'counted' | 'made';
  stock: string;
  options: OptionValues[];
}

/** Text limits of the form's fields by path (option rows as `*`), from the contract. */
export const PRODUCT_TEXT_LIMITS = {
  nameEn: L.name,
  nameZh: L.name,
  descriptionEn: L.description,
  descriptionZh: L.description,
  'options.*.label': L.optionLabel,
} as const;

export const stockRule = wholeNumberRule(L.maxStock);

export const emptyProductForm = (typeId = ''): ProductFormValues => ({
  typeId,
  nameEn: '',
  nameZh: '',
  descriptionEn: '',
  descriptionZh: '',
  photos: [],
  price: '',
  supply: 'counted',
  stock: '',
  options: [],
});

/** A saved product as the editor shows it: its offered options only (withdrawn ones stay out). */
export function productFormOf(product: ProductCard): ProductFormValues {
  return {
    typeId: String(product.typeId),
    nameEn: product.nameEn,
    nameZh: product.nameZh,
    descriptionEn: product.descriptionEn,
    descriptionZh: product.descriptionZh,
    photos: [...product.photos],
    price: product.price,
    supply: product.stock === null ? 'made' : 'counted',
    stock: product.stock === null ? '' : String(product.stock),
    options: product.options
      .filter((o) => o.active)
      .map((o) => ({ optionId: o.id, label: o.label, price: o.price })),
  };
}

/**
 * The add or edit request's product fields. An option left out is withdrawn by the server (kept
 * for the orders that name it); a new one has no id. Amounts stay the strings typed.
 */
export function productRequestOf(values: ProductFormValues) {
  return {
    typeId: Number(values.typeId),
    nameEn: values.nameEn.trim(),
    nameZh: values.nameZh.trim(),
    descriptionEn: values.descriptionEn.trim(),
    descriptionZh: values.descriptionZh.trim(),
    photos: values.photos,
    price: values.price.trim(),
    stock: values.supply === 'made' ? null : wholeNumberOf(values.stock, 0),
    options: values.options.map((o) => ({
      ...(o.optionId === undefined ? {} : { id: o.optionId }),
      label: o.label.trim(),
      price: o.price.trim(),
    })),
  };
}

/**
 * What the server would refuse that the fields cannot say on their own, by form path: a type, a
 * name in one language at least, a price, a count of items unless made to order, each option's
 * label and price, no label twice. Empty: nothing to say.
 */
export function checkProduct(values: ProductFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.typeId) problems.typeId = msg.required();
  if (!values.nameEn.trim() && !values.nameZh.trim())
    problems.nameEn = 'needs a name in Chinese or English';
  if (!values.price.trim()) problems.price = msg.required();
  if (values.supply === 'counted') {
    const stock = values.stock.trim();
    const problem = stock === '' ? msg.required() : stockRule.check(stock);
    if (problem) problems.stock = problem;
  }
  const seen = new Set<string>();
  values.options.forEach((option, index) => {
    const label = option.label.trim();
    if (!label) problems[`options.${index}.label`] = msg.required();
    else if (seen.has(label.toLowerCase()))
      problems[`options.${index}.label`] = `"${label}" is named twice`;
    seen.add(label.toLowerCase());
    if (!option.price.trim()) problems[`options.${index}.price`] = msg.required();
  });
  return problems;
}

/** A product's name to show: English, else Chinese. */
export const productName = (p: Pick<ProductCard, 'nameEn' | 'nameZh'>) => p.nameEn || p.nameZh;
