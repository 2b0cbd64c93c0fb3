import { eq } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { businessDay } from '../../clock/business-clock.js';
import type { FamilyHandlers } from '../../context.js';
import { courses, registrations } from '../../db/schema-institute.js';
import { base64File, keepsRegistrations } from '../../domain/institute/cards.js';
import { englishTitle } from '../../domain/institute/courses.js';
import { notFound } from '../../envelope.js';
import { printable } from '../../files/pdf-text.js';

export interface CertificateText {
  holder: string;
  courseTitle: string;
  hours: string;
  completedOn: string;
  code: string;
}

export async function certificatePdf(c: CertificateText): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const when = new Date(`${c.completedOn}T00:00:00Z`);
  doc.setTitle(`Certificate of completion ${c.code}`);
  doc.setAuthor('BQ Institute');
  // Fixed dates: the same certificate gives the same bytes.
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  const page = doc.addPage([792, 612]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const centred = (text: string, y: number, size: number, f = font) => {
    const t = printable(f, text);
    const width = f.widthOfTextAtSize(t, size);
    page.drawText(t, { x: Math.max(36, (792 - width) / 2), y, size, font: f, color: rgb(0, 0, 0) });
  };
  page.drawRectangle({
    x: 24,
    y: 24,
    width: 744,
    height: 564,
    borderWidth: 2,
    borderColor: rgb(0.2, 0.3, 0.5),
  });
  centred('BQ Institute', 520, 18, bold);
  centred('Certificate of Completion', 470, 30, bold);
  centred('This certifies that', 420, 14);
  centred(c.holder, 380, 26, bold);
  centred('has completed the course', 340, 14);
  centred(c.courseTitle, 300, 20, bold);
  centred(`Continuing-education hours: ${c.hours}`, 250, 14);
  centred(`Completed on ${c.completedOn}`, 225, 14);
  centred(`Verification code: ${c.code}`, 140, 14, bold);
  centred('Verify this certificate with its code on the BQ Institute site.', 115, 10);
  return doc.save({ useObjectStreams: false });
}

const unknown = {
  valid: false,
  holder: null,
  courseTitleZh: null,
  courseTitleEn: null,
  hours: null,
  completedAt: null,
};

export const certificate: FamilyHandlers<'certificate'> = {
  async verify({ code }, ctx) {
    const [row] = await ctx.db
      .select({ r: registrations, c: courses })
      .from(registrations)
      .innerJoin(courses, eq(courses.id, registrations.courseId))
      .where(eq(registrations.certificateCode, code.toUpperCase()));
    // An unknown code is an answer, not an error: the verifier shows "not valid".
    if (row?.r.status !== 'completed' || !row.r.completedAt) return unknown;
    return {
      valid: true,
      holder: row.r.name,
      courseTitleZh: row.c.titleZh,
      courseTitleEn: row.c.titleEn,
      hours: row.c.ceHours,
      completedAt: row.r.completedAt.toISOString(),
    };
  },

  async pdf({ registrationId }, ctx) {
    const [row] = await ctx.db
      .select({ r: registrations, c: courses })
      .from(registrations)
      .innerJoin(courses, eq(courses.id, registrations.courseId))
      .where(eq(registrations.id, registrationId));
    // Someone else's certificate answers as a missing one: ids tell nothing.
    const mayRead = row && (row.r.userId === ctx.user.userId || keepsRegistrations(ctx.user));
    if (!row || !mayRead || !row.r.certificateCode || !row.r.completedAt) {
      throw notFound('Certificate');
    }
    const bytes = await certificatePdf({
      holder: row.r.name,
      courseTitle: englishTitle(row.c),
      hours: row.c.ceHours,
      completedOn: businessDay(row.r.completedAt),
      code: row.r.certificateCode,
    });
    return base64File(
      `certificate-${row.r.certificateCode}.pdf`,
      'application/pdf',
      Buffer.from(bytes),
    );
  },
};
