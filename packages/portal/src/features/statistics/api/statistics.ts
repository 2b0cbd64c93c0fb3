import type { calls, Req } from '../../../shared/http/calls';
import { api, apiUpload } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';

export type FiguresRequest = Req<typeof calls.production.figures>;

/** The figures on screen as a CSV download (the server hides what the page hides). */
export async function downloadProduction(request: FiguresRequest): Promise<void> {
  saveBase64File(await api('production', 'exportCsv', request));
}

/** One ceremony photo of an award, with its caption. */
export function uploadAwardPhoto(
  id: number,
  caption: string,
  file: File,
  onPercent: (percent: number) => void,
) {
  return apiUpload(
    'award',
    'uploadPhoto',
    { id, caption, fileName: file.name, mime: file.type },
    file,
    onPercent,
  );
}
