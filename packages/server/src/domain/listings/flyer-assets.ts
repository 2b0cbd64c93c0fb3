import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFImage } from 'pdf-lib';
import sharp from 'sharp';
import type { FileStorage } from '../../files/storage.js';

/**
 * What the flyer embeds besides its text: a font that draws Chinese as well as Latin, and the
 * listing's photos made the size print needs.
 *
 * The font is Noto Sans SC (the pinned npm package the screenshot suites draw Chinese with), read
 * once per process and embedded as a subset: only the glyphs a flyer uses travel in it (tens of
 * kilobytes, not the file's 10 MB), so a Chinese description and Chinese features print instead of
 * '?'. pdf-lib embeds TrueType through fontkit (`@pdf-lib/fontkit`, its own fork).
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

const fontBytes = new Map<keyof typeof FONT_FILES, Promise<Buffer>>();
function readFont(weight: keyof typeof FONT_FILES): Promise<Buffer> {
  let bytes = fontBytes.get(weight);
  if (!bytes) {
    bytes = readFile(require.resolve(FONT_FILES[weight]));
    // A failed read is tried again by the next flyer, not remembered.
    bytes.catch(() => fontBytes.delete(weight));
    fontBytes.set(weight, bytes);
  }
  return bytes;
}

export async function flyerFonts(doc: PDFDocument): Promise<{ font: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([readFont('regular'), readFont('bold')]);
  return {
    font: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
}

/**
 * The largest side a flyer photo keeps, in pixels: the cover prints about 7.4 inches wide, so
 * 1,200 pixels is over 150 per inch, what a home or office printer shows; a thumbnail needs half.
 */
export const COVER_PIXELS = 1200;
export const THUMB_PIXELS = 600;

/**
 * A stored photo as the flyer prints it: turned as the camera meant, no larger than `pixels` on
 * its longer side, a JPEG at print quality (a PNG's transparency on white). A phone's photo of
 * several megabytes becomes a few hundred kilobytes; a photo sharp cannot read is left out.
 */
export async function flyerPhoto(
  doc: PDFDocument,
  files: FileStorage,
  key: string,
  pixels: number,
): Promise<PDFImage | null> {
  const stored = await files.read(key).catch(() => null);
  if (!stored) return null;
  const jpeg = await sharp(stored)
    .rotate()
    .resize({ width: pixels, height: pixels, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer()
    .catch(() => null);
  return jpeg ? doc.embedJpg(jpeg) : null;
}
