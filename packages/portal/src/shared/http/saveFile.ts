/** A file the server answers inside the envelope (base64), as every download call does. */
export interface Base64File {
  fileName: string;
  mime: string;
  contentBase64: string;
}

/** Saves an answered file through the browser's download (a Blob URL freed once clicked). */
export function saveBase64File(doc: Base64File): void {
  const bytes = Uint8Array.from(atob(doc.contentBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: doc.mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  link.click();
  URL.revokeObjectURL(url);
}
