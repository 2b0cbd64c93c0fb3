/** A file the server answers inside the envelope (base64), as every download call does. */
export interface Base64File {
  fileName: string;
  mime: string;
  contentBase64: string;
}

/** Saves a file made or answered here through the browser's download (a Blob URL freed once clicked). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Saves an answered file through the browser's download. */
export function saveBase64File(doc: Base64File): void {
  const bytes = Uint8Array.from(atob(doc.contentBase64), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: doc.mime }), doc.fileName);
}

/** Keeps a blob URL alive long enough for the opened tab to read it, then frees it. */
const BLOB_URL_LIFETIME_MS = 5 * 60_000;

/**
 * Opens an answered file (a PDF) in a new tab. The tab is opened first (a popup blocker allows it
 * only inside the click) and pointed at the file's Blob URL once `load` has answered.
 */
export async function openBase64File(load: () => Promise<Base64File>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const doc = await load();
    const bytes = Uint8Array.from(atob(doc.contentBase64), (c) => c.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: doc.mime }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
