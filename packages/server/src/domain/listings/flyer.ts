import { bathsText, type StandardStatus } from '@bq/contract';
import { formatMoney, parseMoney } from '@bq/validators';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import type { FileStorage } from '../../files/storage.js';
import { COVER_PIXELS, flyerFonts, flyerPhoto, THUMB_PIXELS } from './flyer-assets.js';
import type { ShareLayout } from './views.js';

/**
 * The printable flyer (US Letter), laid out by the listing's template: its accent colour, its
 * headline, how many photos, and whether the remarks (in both languages) and features print.
 * Drawn server-side with pdf-lib, so the portal loads no PDF code at all; the font and the photos
 * it embeds are flyer-assets.ts's.
 */
export interface FlyerListing {
  StandardStatus: StandardStatus;
  UnparsedAddress: string;
  UnitNumber: string;
  City: string;
  StateOrProvince: string;
  PostalCode: string;
  ListPrice: { amount: string; unit: 'USD' };
  BedroomsTotal: number;
  BathroomsTotalInteger: number;
  BathroomsHalf: number;
  LivingArea: number | null;
  LotSizeArea: number | null;
  YearBuilt: number | null;
  PublicRemarksEn: string;
  PublicRemarksZh: string;
  Features: string[];
  /** Stored keys with their types, in the order shown. */
  photos: { key: string; mime: string }[];
  ListAgentFullName: string;
  ListAgentPreferredPhone: string;
  ListAgentEmail: string;
  ListOfficeName: string;
  /** The share page's address, when the link is on. */
  shareUrl: string | null;
  modifiedAt: Date;
}

const ACCENTS: Record<ShareLayout['accent'], [number, number, number]> = {
  navy: [0.11, 0.2, 0.4],
  forest: [0.13, 0.36, 0.22],
  burgundy: [0.45, 0.1, 0.18],
  charcoal: [0.2, 0.2, 0.22],
};

const W = 612;
const H = 792;
const M = 40;

/** Chinese, Japanese and Korean characters and their punctuation: each may end a line. */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
/** A paragraph's pieces a line may break between: words, and single CJK characters. */
const PIECES =
  /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+/g;

/**
 * `text` in lines no wider than `width`: English breaks between words, Chinese (written without
 * spaces) between characters; a space is kept only between two words.
 */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const para of text.split(/\n+/)) {
    let line = '';
    for (const piece of para.match(PIECES) ?? []) {
      const joint = line && !CJK.test(piece) && !CJK.test(line.at(-1) ?? '') ? ' ' : '';
      const next = `${line}${joint}${piece}`;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = piece;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * The band's words when the template has no headline, by where the listing stands: "Just listed"
 * on a Coming Soon listing announced a sale that had not opened.
 */
export function defaultHeadline(status: StandardStatus): string {
  if (status === 'ComingSoon') return 'Coming soon';
  if (status === 'ActiveUnderContract' || status === 'Pending') return 'Under contract';
  if (status === 'Closed') return 'Sold';
  return 'Just listed';
}

/** Draws `image` whole and centred in a grey box (pdf-lib has no clip for a cropped cover). */
function drawFitted(page: PDFPage, image: PDFImage, x: number, y: number, w: number, h: number) {
  page.drawRectangle({ x, y, width: w, height: h, color: rgb(0.93, 0.93, 0.93) });
  const fit = Math.min(w / image.width, h / image.height);
  const fw = image.width * fit;
  const fh = image.height * fit;
  page.drawImage(image, { x: x + (w - fw) / 2, y: y + (h - fh) / 2, width: fw, height: fh });
}

export function factsLine(l: FlyerListing): string {
  const parts = [`${l.BedroomsTotal} bd`, `${bathsText(l)} ba`];
  if (l.LivingArea !== null) parts.push(`${l.LivingArea.toLocaleString('en-US')} sq ft`);
  if (l.LotSizeArea !== null) parts.push(`lot ${l.LotSizeArea.toLocaleString('en-US')} sq ft`);
  if (l.YearBuilt !== null) parts.push(`built ${l.YearBuilt}`);
  return parts.join('  ·  ');
}

export async function flyerPdf(
  files: FileStorage,
  l: FlyerListing,
  layout: ShareLayout,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const address = [l.UnparsedAddress, l.UnitNumber && `#${l.UnitNumber}`].filter(Boolean).join(' ');
  doc.setTitle(`${address}, ${l.City}`);
  doc.setAuthor(l.ListAgentFullName);
  // The listing's last change: the same listing gives the same document.
  doc.setCreationDate(l.modifiedAt);
  doc.setModificationDate(l.modifiedAt);
  const page = doc.addPage([W, H]);
  const { font, bold } = await flyerFonts(doc);
  const [r, g, b] = ACCENTS[layout.accent];
  const accent = rgb(r, g, b);
  const text = (t: string, x: number, y: number, size: number, f = font, color = rgb(0, 0, 0)) =>
    page.drawText(t, { x, y, size, font: f, color });

  // The band: headline (or the listing's standing), the office and the price.
  page.drawRectangle({ x: 0, y: H - 90, width: W, height: 90, color: accent });
  text(layout.headlineEn || defaultHeadline(l.StandardStatus), M, H - 48, 24, bold, rgb(1, 1, 1));
  const office = l.ListOfficeName;
  text(office, W - M - bold.widthOfTextAtSize(office, 12), H - 48, 12, bold, rgb(1, 1, 1));
  const price = formatMoney(parseMoney(l.ListPrice.amount, 'USD'));
  text(price, M, H - 76, 16, font, rgb(1, 1, 1));

  // Photos: one large, then up to four small beneath it, each only as large as it prints.
  const images: PDFImage[] = [];
  for (const [i, p] of l.photos.slice(0, layout.flyerPhotos).entries()) {
    const image = await flyerPhoto(doc, files, p.key, i === 0 ? COVER_PIXELS : THUMB_PIXELS);
    if (image) images.push(image);
  }
  let y = H - 110;
  const [first, ...rest] = images;
  if (first) {
    const h = rest.length > 0 ? 260 : 330;
    drawFitted(page, first, M, y - h, W - 2 * M, h);
    y -= h + 8;
  }
  if (rest.length > 0) {
    const gap = 8;
    const w = (W - 2 * M - gap * (rest.length - 1)) / rest.length;
    for (const [i, img] of rest.entries()) drawFitted(page, img, M + i * (w + gap), y - 90, w, 90);
    y -= 98;
  }

  y -= 22;
  text(address, M, y, 18, bold);
  y -= 18;
  text(`${l.City}, ${l.StateOrProvince} ${l.PostalCode}`, M, y, 12);
  y -= 22;
  text(factsLine(l), M, y, 12, bold, accent);
  y -= 20;
  if (layout.showRemarks) {
    // Both languages, as the share page shows them; the Chinese one in a few lines.
    for (const [remarks, most] of [
      [l.PublicRemarksEn, 8],
      [l.PublicRemarksZh, 4],
    ] as const) {
      if (!remarks) continue;
      for (const line of wrap(font, remarks, 10, W - 2 * M).slice(0, most)) {
        text(line, M, y, 10);
        y -= 13;
      }
      y -= 6;
    }
  }
  if (layout.showFeatures && l.Features.length > 0) {
    for (const line of wrap(font, l.Features.join('  ·  '), 10, W - 2 * M).slice(0, 3)) {
      text(line, M, y, 10, font, rgb(0.25, 0.25, 0.25));
      y -= 13;
    }
  }

  // The agent and the way back to the page.
  page.drawRectangle({ x: 0, y: 0, width: W, height: 70, color: rgb(0.96, 0.96, 0.96) });
  text(l.ListAgentFullName, M, 44, 12, bold);
  text([l.ListAgentPreferredPhone, l.ListAgentEmail].filter(Boolean).join('   '), M, 28, 10);
  if (l.shareUrl) text(`See every photo: ${l.shareUrl}`, M, 12, 8, font, accent);
  return doc.save({ useObjectStreams: false });
}
