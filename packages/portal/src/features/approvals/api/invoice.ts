import { api, apiUpload } from '../../../shared/http/client';

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
  const doc = await api('application', 'downloadInvoice', { id });
  const bytes = Uint8Array.from(atob(doc.contentBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: doc.mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  link.click();
  URL.revokeObjectURL(url);
}
