import { CODES } from '@bq/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { applicationFiles, applications, approvalRecords } from '../../db/schema-applications.js';
import { ApiError, conflict, fieldRefused, notFound } from '../../envelope.js';
import { notify } from './decide.js';
import type { Decider } from './queue.js';
import { loadVisible } from './visibility.js';

type Form = Record<string, unknown>;

/** Columns a kind's form fills besides the form itself (wages/coach cost period, money). */
function columns(form: Form) {
  return {
    period: typeof form.period === 'string' ? form.period : null,
    amount: typeof form.amount === 'string' ? form.amount : null,
  };
}

async function own(tx: Tx | Db, id: number, userId: number) {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id));
  if (!row || row.applicantId !== userId) throw notFound('Application');
  return row;
}

/** Creates or overwrites the caller's draft of `kind`; a sent application is not edited. */
export async function saveDraft(
  tx: Tx | Db,
  userId: number,
  kind: string,
  form: Form,
  id: number | undefined,
  now: Date,
) {
  if (id !== undefined) {
    const row = await own(tx, id, userId);
    if (row.type !== kind) throw conflict(`Application #${id} is not a ${kind} application`);
    if (row.status !== 'draft') throw conflict('Only a draft can be changed; this one was sent');
    await tx
      .update(applications)
      .set({ payload: form, ...columns(form), updatedAt: now, version: row.version + 1 })
      .where(and(eq(applications.id, id), eq(applications.status, 'draft')));
    return { id, status: 'draft' as const };
  }
  const [row] = await tx
    .insert(applications)
    .values({
      applicantId: userId,
      type: kind,
      status: 'draft',
      payload: form,
      ...columns(form),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('application insert returned nothing');
  return { id: row.id, status: 'draft' as const };
}

/** 100006: a wages application of this salary type and period is already pending or approved. */
async function assertNoSamePeriod(
  tx: Tx,
  userId: number,
  id: number,
  form: Form,
  period: string | null,
) {
  const [dup] = await rows<{ id: number }>(
    tx as unknown as Db,
    sql`SELECT id FROM applications WHERE applicant_id = ${userId} AND type = 'wages'
      AND status IN ('pending', 'approved') AND period = ${period}
      AND payload->>'type' = ${String(form.type)} AND id <> ${id} LIMIT 1`,
  );
  if (dup) {
    throw new ApiError(
      CODES.applicationExists,
      `A wages application for ${period} already exists (#${dup.id})`,
      { id: dup.id },
    );
  }
}

/** Sends a draft to the first step of its chain, with its 'submitted' record. */
export async function submitDraft(tx: Tx, userId: number, id: number, now: Date) {
  const row = await own(tx, id, userId);
  if (row.status !== 'draft') throw conflict(`This application is already ${row.status}`);
  if (row.type === 'wages') await assertNoSamePeriod(tx, userId, id, row.payload, row.period);
  if (row.type === 'vendor') {
    // Locked: a replacing upload cannot slip between this check and the status change.
    const [invoice] = await tx
      .select({ id: applicationFiles.id })
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, id))
      .for('update');
    if (!invoice) {
      throw fieldRefused('invoiceFile', 'attach the invoice (PDF, PNG or JPEG) before submitting');
    }
  }
  const updated = await tx
    .update(applications)
    .set({ status: 'pending', step: 1, submittedAt: now, updatedAt: now, version: row.version + 1 })
    .where(and(eq(applications.id, id), eq(applications.status, 'draft')))
    .returning({ id: applications.id });
  if (updated.length === 0) throw conflict('This application was sent meanwhile');
  await tx.insert(approvalRecords).values({
    applicationId: id,
    step: 1,
    action: 'submitted',
    actorId: userId,
    createdAt: now,
  });
  return { id, status: 'pending' as const };
}

/** Save and submit in one transaction (the kinds whose submit carries the form). */
export function saveAndSubmit(
  db: Db,
  userId: number,
  kind: string,
  form: Form,
  id: number | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const saved = await saveDraft(tx, userId, kind, form, id, now);
    return submitDraft(tx, userId, saved.id, now);
  });
}

/** The applicant takes back a draft, or a sent application on which nobody decided anything. */
export function withdraw(db: Db, userId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const row = await own(tx, id, userId);
    const [passed] = await tx
      .select({ id: approvalRecords.id })
      .from(approvalRecords)
      .where(and(eq(approvalRecords.applicationId, id), eq(approvalRecords.action, 'passed')));
    if ((row.status !== 'pending' && row.status !== 'draft') || passed) {
      throw conflict('A decided application cannot be withdrawn');
    }
    const updated = await tx
      .update(applications)
      .set({ status: 'withdrawn', updatedAt: now, decidedAt: now, version: row.version + 1 })
      .where(and(eq(applications.id, id), eq(applications.version, row.version)))
      .returning({ id: applications.id });
    if (updated.length === 0) throw conflict('Someone decided this application meanwhile');
    await tx.insert(approvalRecords).values({
      applicationId: id,
      step: row.step,
      action: 'withdrawn',
      actorId: userId,
      createdAt: now,
    });
    await notify(tx, userId, `Application #${id} withdrawn`, 'You withdrew this application.', now);
    return { id, status: 'withdrawn' as const };
  });
}

/** The caller's latest application of a kind (optionally of one wages type) with its form. */
export async function latestOwn(db: Db, userId: number, kind: string, wageType?: string) {
  const found = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.applicantId, userId),
        eq(applications.type, kind),
        wageType ? sql`${applications.payload}->>'type' = ${wageType}` : undefined,
      ),
    )
    .orderBy(desc(applications.id))
    .limit(1);
  const row = found[0];
  return row ? { id: row.id, status: row.status, form: row.payload } : null;
}

export async function formByApplication(db: Db, who: Decider, id: number, kind: string, now: Date) {
  const row = await loadVisible(db, who, id, now);
  if (row.type !== kind) throw notFound(`${kind} application`);
  return { id: row.id, status: row.status, form: row.payload };
}
