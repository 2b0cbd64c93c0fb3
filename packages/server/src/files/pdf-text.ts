import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

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

/**
 * A US-letter document written top to bottom: `text` draws a line at the cursor, `next` moves the
 * cursor down and starts a new page near the bottom margin. Dated by a business day (its creation
 * and modification dates), so the same document made that day is the same bytes.
 */
export async function letterDocument(meta: { title: string; author: string; day: string }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreationDate(new Date(`${meta.day}T00:00:00Z`));
  doc.setModificationDate(new Date(`${meta.day}T00:00:00Z`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([612, 792]);
  let y = 740;
  return {
    bold,
    text: (t: string, x: number, size = 10, f: PDFFont = font) =>
      page.drawText(printable(f, t), { x, y, size, font: f, color: rgb(0, 0, 0) }),
    next: (by: number) => {
      y -= by;
      if (y < 60) {
        page = doc.addPage([612, 792]);
        y = 740;
      }
    },
    save: () => doc.save(),
  };
}
