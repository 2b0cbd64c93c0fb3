import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';
import { apiUpload } from '../../../shared/http/client';
import type { PhotoUpload } from '../components/ProductForm';

/** Every product type (the types page and the editor's and list's type choices). */
export function useProductTypes() {
  return useQuery(callQuery(calls.productType.list, {}));
}

/** One product as marketing sees it (any status). */
export function useProduct(id: number | undefined) {
  return useQuery({ ...callQuery(calls.product.detail, { id: id ?? 0 }), enabled: !!id });
}

/** The product photo upload (a PNG or JPEG; its size limit from the contract). */
export const PHOTO_UPLOAD: PhotoUpload = {
  maxBytes: calls.product.uploadPhoto.file?.maxBytes ?? 0,
  upload: async (file, onPercent) =>
    (
      await apiUpload(
        'product',
        'uploadPhoto',
        { fileName: file.name, mime: file.type || 'application/octet-stream' },
        file,
        onPercent,
      )
    ).url,
};
