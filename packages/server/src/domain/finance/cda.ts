import { createHash } from 'node:crypto';
import { compareMoney, formatMoney, type Money, moneyToDecimal, parseMoney } from '@bq/validators';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { cases, caseTeam, users } from '../../db/schema.js';
import { cdaShares, cdaVersions } from '../../db/schema-cda.js';
import { conflict, forbidden, notFound } from '../../envelope.js';
import { queueMailWithAttachments } from '../../mail/outbox.js';
import type { SignedAct } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { type CdaVersionRow, standingCda } from './cda-check.js';
import { cdaPdf } from './cda-pdf.js';
import { caseCdaOf } from './cda-views.js';
import { priceCase, shareColumns } from './commission-shares.js';

/**
 * The Commission Disbursement Authorization's writes (docs/finance-closings.md "The CDA"):
 * generating a version from the closing's own pricing (`priceCase`), finance's approval (a second
 * person above the office's amount) and the mail to title/escrow through the outbox.
 */

export interface CdaRecipient {
  company: string;
  contact: string;
  email: string;
  fileNo: string;
}

/** Sorted keys, so the fingerprint does not depend on the order fields were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

async function lockedCase(tx: Tx, caseId: number) {
  // One generation of a case at a time: two clicks cannot both make "the next" version.
  const [c] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (!c) throw notFound('Case');
  return c;
}

/**
 * Prices the case as its closing would today and keeps the result as the case's CDA. The same
 * content as the standing version (numbers, recipient, instructions) answers that version; any
 * difference makes the next version and supersedes the standing one (approved or not), which
 * stays on record. Only an approved case waiting to close has a CDA made.
 */
export async function generateCda(
  tx: Tx,
  act: SignedAct,
  input: CdaRecipient & {
    caseId: number;
    instructions: string;
    defaultPlan: string;
    secondPersonAbove: Money;
  },
): Promise<CdaVersionRow> {
  const c = await lockedCase(tx, input.caseId);
  if (c.status !== 'approved')
    throw conflict(
      `Case ${c.caseNo} is ${c.status}: a CDA is generated for an approved case waiting to close`,
    );
  const priced = await priceCase(tx, act, c, input.defaultPlan);
  if (priced.gross === null || priced.members.length === 0)
    throw conflict(
      `Case ${c.caseNo} states no commission (an amount, or a percent of the price): there is nothing to disburse`,
    );
  const gross = priced.gross;
  const ids = priced.members.flatMap((m) => [
    m.share.userId,
    ...(m.coachId === null ? [] : [m.coachId]),
  ]);
  const named = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  const nameOf = (id: number) => named.find((u) => u.id === id)?.name ?? `User ${id}`;
  const shares = priced.members.map(({ share, coachId }) => ({
    userId: share.userId,
    memberName: nameOf(share.userId),
    ...shareColumns(share),
    coachId,
    coachName: coachId === null ? null : nameOf(coachId),
  }));
  const recipient = {
    company: input.company,
    contact: input.contact,
    email: input.email,
    fileNo: input.fileNo,
  };
  const fingerprint = createHash('sha256')
    .update(
      canonical({
        gross: moneyToDecimal(gross),
        shares: shares.map(({ memberName: _m, coachName: _c, ...numbers }) => numbers),
        ...recipient,
        instructions: input.instructions,
      }),
    )
    .digest('hex');
  const standing = await standingCda(tx, c.id, true);
  if (standing?.fingerprint === fingerprint) return standing;
  if (standing)
    await tx
      .update(cdaVersions)
      .set({ status: 'superseded', supersededAt: act.now })
      .where(eq(cdaVersions.id, standing.id));
  const [last] = await tx
    .select({ version: max(cdaVersions.version) })
    .from(cdaVersions)
    .where(eq(cdaVersions.caseId, c.id));
  const [made] = await tx
    .insert(cdaVersions)
    .values({
      caseId: c.id,
      version: (last?.version ?? 0) + 1,
      status: 'generated',
      gross: moneyToDecimal(gross),
      ...recipient,
      instructions: input.instructions,
      fingerprint,
      needsSecondPerson: compareMoney(gross, input.secondPersonAbove) > 0,
      generatedBy: act.actor,
      generatedAt: act.now,
    })
    .returning();
  if (!made) throw new Error('cda_versions insert returned nothing');
  await tx.insert(cdaShares).values(shares.map((s) => ({ versionId: made.id, ...s })));
  return made;
}

/** The version `version` of the case, locked; refused unless it is the standing one. */
async function standingVersion(tx: Tx, caseId: number, version: number, doing: string) {
  const [v] = await tx
    .select()
    .from(cdaVersions)
    .where(and(eq(cdaVersions.caseId, caseId), eq(cdaVersions.version, version)))
    .for('update');
  if (!v) throw notFound('CDA version');
  const [c] = await tx.select({ caseNo: cases.caseNo }).from(cases).where(eq(cases.id, caseId));
  const caseNo = c?.caseNo ?? String(caseId);
  if (v.status === 'superseded')
    throw conflict(
      `CDA v${v.version} of case ${caseNo} was superseded by a later version: ${doing} the latest`,
    );
  return { v, caseNo };
}

/**
 * Finance approves the standing version. Nobody approves the CDA of a case they are on, and above
 * `secondPersonAbove` (the version's gross, judged by the setting when generated or now, the
 * stricter) nobody approves a version they generated: the database refuses it too.
 */
export async function approveCda(
  tx: Tx,
  act: SignedAct,
  input: { caseId: number; version: number; secondPersonAbove: Money },
): Promise<CdaVersionRow> {
  const { v, caseNo } = await standingVersion(tx, input.caseId, input.version, 'approve');
  if (v.status === 'approved')
    throw conflict(`CDA v${v.version} of case ${caseNo} is already approved`);
  const [c] = await tx
    .select({ ownerId: cases.ownerId })
    .from(cases)
    .where(eq(cases.id, input.caseId));
  const team = await tx
    .select({ userId: caseTeam.userId })
    .from(caseTeam)
    .where(eq(caseTeam.caseId, input.caseId));
  assertNotOwnWork(act.actor, [c?.ownerId ?? 0, ...team.map((m) => m.userId)], "case's CDA");
  const above =
    v.needsSecondPerson || compareMoney(parseMoney(v.gross), input.secondPersonAbove) > 0;
  if (above && v.generatedBy === act.actor)
    throw forbidden(
      `CDA v${v.version} of case ${caseNo} disburses ${formatMoney(parseMoney(v.gross))}, above ${formatMoney(input.secondPersonAbove)}: someone other than who generated it approves it`,
    );
  const [done] = await tx
    .update(cdaVersions)
    .set({ status: 'approved', approvedBy: act.actor, approvedAt: act.now })
    .where(eq(cdaVersions.id, v.id))
    .returning();
  if (!done) throw new Error('cda_versions update returned nothing');
  return done;
}

/**
 * Mails the approved standing version's PDF to its title/escrow contact through the outbox, in
 * this transaction: the mail and the version's "sent" commit together, the worker delivers it
 * after the commit and retries until it is delivered. A version is sent once.
 */
export async function sendCda(
  tx: Tx,
  act: SignedAct,
  input: { caseId: number; version: number; secondPersonAbove: string },
): Promise<CdaVersionRow> {
  const { v, caseNo } = await standingVersion(tx, input.caseId, input.version, 'send');
  if (v.status !== 'approved')
    throw conflict(
      `CDA v${v.version} of case ${caseNo} is not approved: finance approves it before it is sent`,
    );
  if (v.sentAt)
    throw conflict(
      `CDA v${v.version} of case ${caseNo} was already sent to ${v.email} on ${v.sentAt.toISOString().slice(0, 10)}`,
    );
  const view = await caseCdaOf(tx, input.caseId, input.secondPersonAbove);
  const shown = view.versions.find((x) => x.id === v.id);
  if (!shown) throw notFound('CDA version');
  const pdf = await cdaPdf(view, shown);
  const outboxId = await queueMailWithAttachments(
    tx,
    {
      to: v.email,
      subject: `Commission Disbursement Authorization: case ${caseNo}, file ${v.fileNo} (v${v.version})`,
      body: [
        `Dear ${v.contact || v.company},`,
        '',
        `Attached is the Commission Disbursement Authorization for case ${caseNo} (${view.address}), your file ${v.fileNo}, version ${v.version}, approved by ${shown.approvedBy ?? 'finance'}.`,
        `Gross commission: ${formatMoney(parseMoney(v.gross))}. Please disburse as it states.`,
        '',
        v.instructions,
      ].join('\n'),
    },
    [
      {
        fileName: `CDA-${caseNo}-v${v.version}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
    act.now,
  );
  const [done] = await tx
    .update(cdaVersions)
    .set({ sentBy: act.actor, sentAt: act.now, outboxId })
    .where(eq(cdaVersions.id, v.id))
    .returning();
  if (!done) throw new Error('cda_versions update returned nothing');
  return done;
}
