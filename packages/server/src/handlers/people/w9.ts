import type { Contract } from '@bq/contract';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { businessDay } from '../../clock/business-clock.js';
import type { Handler } from '../../context.js';
import { agentFor } from '../../domain/people/access.js';
import { loadPersonal, type Personal } from '../../domain/people/personal.js';
import { conflict } from '../../envelope.js';
import { printable } from '../../files/pdf-text.js';

/** The office that requests the W-9 (box "Requester's name and address"). */
const REQUESTER = 'BQ Realty, Inc.';

/** A substitute Form W-9 filled from the agent's W-9 details; the TIN shows its last four digits. */
export async function w9Pdf(p: Personal, generatedOn: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Form W-9 - ${p.legalName}`);
  doc.setAuthor(REQUESTER);
  doc.setCreationDate(new Date(`${generatedOn}T00:00:00Z`));
  doc.setModificationDate(new Date(`${generatedOn}T00:00:00Z`));
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  const line = (text: string, size = 10, f = font) => {
    page.drawText(printable(f, text), { x: 50, y, size, font: f, color: rgb(0, 0, 0) });
    y -= size + 8;
  };
  const box = (label: string, value: string) => {
    line(label, 8, bold);
    line(value === '' ? '-' : value, 11);
    page.drawLine({
      start: { x: 50, y: y + 4 },
      end: { x: 562, y: y + 4 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    y -= 6;
  };
  line('Form W-9 (substitute)', 16, bold);
  line('Request for Taxpayer Identification Number and Certification', 11);
  y -= 10;
  box('1 Name (as shown on your income tax return)', p.legalName);
  box('2 Business name/disregarded entity name, if different from above', p.w9.businessName);
  box('3 Federal tax classification', p.w9.taxClassification);
  box('5-6 Address (number, street, city, state, and ZIP code)', p.w9.address || p.address);
  box("Requester's name", REQUESTER);
  box('Part I Taxpayer Identification Number (TIN)', `***-**-${p.w9.tinLast4}`);
  y -= 10;
  line('Part II Certification', 11, bold);
  line('Under penalties of perjury, I certify that the information above is correct.', 9);
  y -= 20;
  line(`Signature of U.S. person: ______________________    Date: ${generatedOn}`, 10);
  return doc.save();
}

export const w9: Handler<Contract['agentInfoExport']['w9']> = async (input, ctx) => {
  const agent = await agentFor(ctx.db, ctx.user, input.agentId);
  const loaded = await loadPersonal(ctx.db, agent.id);
  if (!loaded) throw new Error('agent vanished');
  const p = loaded.personal;
  if (p.w9.taxClassification === '' || p.w9.tinLast4 === '') {
    throw conflict('The W-9 details (tax classification and TIN) are not filled in yet');
  }
  const bytes = Buffer.from(await w9Pdf(p, businessDay(ctx.now())));
  return {
    fileName: `w9-agent-${agent.id}.pdf`,
    mime: 'application/pdf',
    size: bytes.length,
    contentBase64: bytes.toString('base64'),
  };
};
