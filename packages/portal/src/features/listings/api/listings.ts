import { meta } from '@bq/contract/meta';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';
import { api, apiUpload } from '../../../shared/http/client';
import { publicQuery, typedFamily } from '../../../shared/http/public';
import { saveBase64File } from '../../../shared/http/saveFile';

/** One listing as its agent (or the office manager) sees it. */
export function useListing(id: number | undefined) {
  return useQuery({ ...callQuery(calls.listing.detail, { id: id ?? 0 }), enabled: !!id });
}

/** Every listing template (the template page and the editor's choice). */
export function useListingTemplates() {
  return useQuery(callQuery(calls.listingTemplate.list, {}));
}

/** What the photo upload takes: one PNG or JPEG, its size limit from the contract. */
export const PHOTO_MAX_BYTES = calls.listing.uploadPhoto.file?.maxBytes ?? 0;

export async function uploadListingPhoto(
  file: File,
  onPercent: (percent: number) => void,
): Promise<string> {
  const answer = await apiUpload(
    'listing',
    'uploadPhoto',
    { fileName: file.name, mime: file.type || 'application/octet-stream' },
    file,
    onPercent,
  );
  return answer.url;
}

/** The flyer PDF, laid out by the listing's template or by `templateId`'s. */
export async function downloadFlyer(id: number, templateId?: number): Promise<void> {
  saveBase64File(await api('listing', 'flyer', templateId ? { id, templateId } : { id }));
}

/** The share page's one call, public: sent without axios like the course hall's. */
const shareCalls = typedFamily('listingShare', meta.listingShare);

export function sharedListingQuery(id: number, token: string) {
  return { ...publicQuery(shareCalls.view, { id, token }), retry: false };
}
