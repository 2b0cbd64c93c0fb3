import { api, apiUpload } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';

export interface InvoiceFile {
  fileName: string;
  mime: string;
  size: number;
}

/** Multipart, streamed by the server: no base64 copy of the file in memory. */
export function uploadInvoice(id: number, file: File, onPercent: (percent: number) => void) {
  return apiUpload(
    'application',
    'uploadInvoice',
    { id, fileName: file.name, mime: file.type },
    file,
    onPercent,
  );
}

/** Downloads the invoice: the server answers base64 in the envelope; the browser saves a Blob. */
export async function downloadInvoice(id: number): Promise<void> {
  saveBase64File(await api('application', 'downloadInvoice', { id }));
}
