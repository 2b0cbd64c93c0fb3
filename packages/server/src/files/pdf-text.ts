import type { PDFFont } from 'pdf-lib';

/**
 * Text a standard PDF font can draw: they encode WinAnsi only, so anything else (a Chinese name)
 * shows as '?' rather than breaking the document.
 */
export function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}
