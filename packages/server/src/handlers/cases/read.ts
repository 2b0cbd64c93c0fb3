import type { Contract } from '@bq/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { caseChanges, caseDocuments, caseStatusHistory, caseTeam, users } from '../../db/schema.js';
import {
  type CaseRecord,
  canEdit,
  canFixCommission,
  loadVisibleCase,
  transitionsFor,
} from '../../domain/cases/access.js';
import { addressLineOf } from '../../domain/cases/address.js';
import { otherSide, party } from '../../domain/cases/format.js';
import { canReopen, mayReopen } from '../../domain/cases/reopen.js';
import { type CaseRole, caseRole } from '../../domain/cases/visibility.js';

type Calls = Contract['tranCase'];

export async function caseDetail(
  db: Db | Tx,
  role: CaseRole,
  row: CaseRecord,
  /** Whether the caller's role is one the office lets reopen a closed case. */
  reopenAllowed = false,
) {
  const [owner] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.ownerId));
  const team = await db
    .select({ userId: caseTeam.userId, name: users.name, percent: caseTeam.percent })
    .from(caseTeam)
    .innerJoin(users, eq(users.id, caseTeam.userId))
    .where(eq(caseTeam.caseId, row.id))
    .orderBy(asc(users.name));
  const documents = await db
    .select({
      id: caseDocuments.id,
      docType: caseDocuments.docType,
      fileName: caseDocuments.fileName,
      mime: caseDocuments.mime,
      size: caseDocuments.size,
      uploadedAt: caseDocuments.uploadedAt,
      uploadedBy: users.name,
    })
    .from(caseDocuments)
    .innerJoin(users, eq(users.id, caseDocuments.uploadedBy))
    .where(eq(caseDocuments.caseId, row.id))
    .orderBy(asc(caseDocuments.id));
  const address = {
    street: row.street,
    unit: row.unit,
    city: row.city,
    state: row.state,
    zip: row.zip,
  };
  return {
    id: row.id,
    caseNo: row.caseNo,
    type: row.type,
    purchaseKind: row.purchaseKind,
    status: row.status,
    version: row.version,
    ownerId: row.ownerId,
    ownerName: owner?.name ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    address,
    addressLine: addressLineOf(address),
    addressKey: row.addressKey,
    apn: row.apn,
    clients: row.clients,
    purchasePrice: row.purchasePrice,
    listPrice: row.listPrice,
    loanAmount: row.loanAmount,
    monthlyRent: row.monthlyRent,
    acceptanceDate: row.acceptanceDate,
    escrowOpenDate: row.escrowOpenDate,
    contingencyRemovalDate: row.contingencyRemovalDate,
    closeOfEscrowDate: row.closeOfEscrowDate,
    escrow: party(row.escrow),
    title: party(row.title),
    lender: party(row.lender),
    otherSide: otherSide(row.otherSide),
    commissionPercent: row.commissionPercent,
    commissionAmount: row.commissionAmount,
    referralFeePercent: row.referralFeePercent,
    teamSplit: team,
    notes: row.notes,
    documents: documents.map((d) => ({ ...d, uploadedAt: d.uploadedAt.toISOString() })),
    canEdit: canEdit(role, row),
    canFixCommission: canFixCommission(role, row, [row.ownerId, ...team.map((m) => m.userId)]),
    canReopen: canReopen(role, row, [row.ownerId, ...team.map((m) => m.userId)], reopenAllowed),
    transitions: transitionsFor(role, row, [row.ownerId, ...team.map((m) => m.userId)]).map(
      (t) => ({ to: t.to, label: t.label, via: t.via }),
    ),
  };
}

export const get: Handler<Calls['get']> = async ({ id }, ctx) => {
  const role = caseRole(ctx.user);
  const row = await loadVisibleCase(ctx.db, role, id);
  const allowed =
    row.status === 'closed' &&
    mayReopen(ctx.user.modules, await ctx.settings.get(ctx.db, 'cases.reopenBy'));
  return caseDetail(ctx.db, role, row, allowed);
};

export const statusHistory: Handler<Calls['statusHistory']> = async ({ id }, ctx) => {
  await loadVisibleCase(ctx.db, caseRole(ctx.user), id);
  const statuses = await ctx.db
    .select({
      id: caseStatusHistory.id,
      from: caseStatusHistory.fromStatus,
      to: caseStatusHistory.toStatus,
      byUserId: caseStatusHistory.byUser,
      byName: users.name,
      at: caseStatusHistory.at,
      comment: caseStatusHistory.comment,
    })
    .from(caseStatusHistory)
    .innerJoin(users, eq(users.id, caseStatusHistory.byUser))
    .where(eq(caseStatusHistory.caseId, id))
    .orderBy(desc(caseStatusHistory.at), desc(caseStatusHistory.id));
  const changes = await ctx.db
    .select({
      id: caseChanges.id,
      action: caseChanges.action,
      fields: caseChanges.fields,
      byUserId: caseChanges.byUser,
      byName: users.name,
      at: caseChanges.at,
    })
    .from(caseChanges)
    .innerJoin(users, eq(users.id, caseChanges.byUser))
    .where(eq(caseChanges.caseId, id))
    .orderBy(desc(caseChanges.at), desc(caseChanges.id));
  return {
    statuses: statuses.map((s) => ({
      ...s,
      from: s.from as CaseRecord['status'] | null,
      to: s.to as CaseRecord['status'],
      at: s.at.toISOString(),
    })),
    changes: changes.map((c) => ({ ...c, at: c.at.toISOString() })),
  };
};
