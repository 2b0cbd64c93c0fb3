import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';

/** Every product type (the types page and the editor's and list's type choices). */
export function useProductTypes() {
  return useQuery(callQuery(calls.productType.list, {}));
}

/** One product as marketing sees it (any status). */
export function useProduct(id: number | undefined) {
  return useQuery({ ...callQuery(calls.product.detail, { id: id ?? 0 }), enabled: !!id });
}

/**
 * The product photo upload: none in the contract yet (docs/decisions.md, "Commerce, the staff's
 * pages"), so the editor keeps a product's photos and offers no upload until there is one.
 */
export const PHOTO_UPLOAD = null;
