import {
  CASE_REQUIRED_FIELDS,
  type Contract,
  fieldLabel,
  type ParsedRequestOf,
} from '@bq/contract';
import { canonicalDecimal, checkTeamSplit, compareDecimal } from '@bq/validators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessYear } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { auditCase } from '../../db/query-helpers.js';
import { agents, caseDocuments, cases, caseTeam } from '../../db/schema.js';
import { ApiError, badInput, conflict, fieldRefused, forbidden } from '../../envelope.js';
import { notifyPerson } from '../messages/notify-person.js';
import { sweepLicenses } from '../people/license.js';
import type { SignedAct } from '../shared/act.js';
import { docTypeState, reviewsOf } from '../system/disclosures.js';
import { currentRuleId, ruleOfCase } from '../system/documents.js';
import { assertEditable, type CaseRecord, loadVisibleCase } from './access.js';
import { addressKeyOf, searchTextOf } from './address.js';
import { otherSide, party } from './format.js';
import type { CaseRole } from './visibility.js';

type Calls = Contract['tranCase'];
type SaveInput = ParsedRequestOf<Calls['saveDraft']>;

const NO_LICENSE = 'sorry, you can not creat a new case until you get the real estate license.';
const NO_BOARD =
  'you need to join at least one board upfront to do this type of business. or you can only do referral case or help buyer buy new construction property.';

/**
 * Whether this person may open a case of this kind (the portal asks first, spec §4; the server
 * holds the line for any other client). Users who are not agents (administrators) are not
 * restricted, and a licence that lapsed since the last sweep counts as none at once. Answers
 * whether the agent claims a board the office has not recorded (the case goes ahead and its
 * history says so, for the office to check: never refuse after the typing).
 */
export async function mayOpenCase(
  db: Db,
  act: SignedAct,
  input: { type: number; purchaseKind?: string | null; boardJoined?: boolean },
): Promise<{ claimsBoard: boolean }> {
  await sweepLicenses(db, { now: act.now, actor: null });
  const [agent] = await db
    .select({ status: agents.agentStatus })
    .from(agents)
    .where(eq(agents.userId, act.actor));
  if (agent?.status === 3) throw forbidden(NO_LICENSE);
  // Without a board an agent may only refer or help a buyer buy new construction (NO_BOARD).
  const needsBoard = input.type !== 6 && !(input.type === 1 && input.purchaseKind === 'new');
  const claimsBoard = agent?.status === 2 && needsBoard;
  if (claimsBoard && !input.boardJoined) throw forbidden(NO_BOARD);
  return { claimsBoard };
}

type CreateInput = ParsedRequestOf<Calls['create']>;

/** Opens a draft case numbered BQ-<year>-<n>, with the first save of its form if one came along. */
export async function createCase(
  tx: Tx,
  act: SignedAct,
  input: Pick<CreateInput, 'type' | 'purchaseKind' | 'draft'> & {
    role: CaseRole;
    claimsBoard: boolean;
  },
): Promise<{ id: number; caseNo: string }> {
  const { type, purchaseKind, draft, claimsBoard } = input;
  const now = act.now;
  const year = businessYear(now);
  const kind = type === 1 ? (purchaseKind ?? 'resale') : null;
  const [row] = await tx
    .insert(cases)
    .values({
      // Scalar subquery so nextval runs once; lpad would truncate past 6 digits, hence greatest.
      caseNo: sql`(SELECT 'BQ-' || ${String(year)} || '-' || lpad(s::text, greatest(6, length(s::text)), '0') FROM nextval('case_no_seq') AS s)`,
      type,
      purchaseKind: kind,
      // The document rule in force now stays this case's (/system/filemgt: versioned rules).
      docRuleId: await currentRuleId(tx, type, kind),
      status: 'draft',
      ownerId: act.actor,
      state: 'CA',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: cases.id, caseNo: cases.caseNo });
  if (!row) throw new Error('case insert returned nothing');
  await tx.update(cases).set({ searchText: row.caseNo.toLowerCase() }).where(eq(cases.id, row.id));
  await auditCase(
    tx,
    row.id,
    { byUser: act.actor, at: now },
    {
      status: {
        from: null,
        to: 'draft',
        comment: claimsBoard
          ? 'Case created; the agent says they joined a board that is not on record yet'
          : 'Case created',
      },
    },
  );
  if (draft) {
    // The first save rides along: refused, it takes the new case with it.
    const created = await loadVisibleCase(tx, input.role, row.id, true);
    await applyDraft(tx, act, created, draft);
  }
  return { id: row.id, caseNo: row.caseNo };
}

const DECIMAL_KEYS = [
  'purchasePrice',
  'listPrice',
  'loanAmount',
  'monthlyRent',
  'commissionPercent',
  'commissionAmount',
  'referralFeePercent',
] as const;
const PLAIN_KEYS = [
  'apn',
  'notes',
  'acceptanceDate',
  'escrowOpenDate',
  'contingencyRemovalDate',
  'closeOfEscrowDate',
] as const;
const JSON_KEYS = ['clients', 'escrow', 'title', 'lender', 'otherSide'] as const;

/** Two decimals are the same amount when their values are ('500000' equals '500000.00'). */
const sameDecimal = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : compareDecimal(a, b) === 0;

const normalisedJson = (key: (typeof JSON_KEYS)[number], v: unknown) =>
  JSON.stringify(
    key === 'clients' ? v : key === 'otherSide' ? otherSide(v as never) : party(v as never),
  );

async function checkTeam(tx: Tx, rows: NonNullable<SaveInput['teamSplit']>): Promise<void> {
  const split = checkTeamSplit(rows.map((r) => r.percent));
  if (!split.ok) {
    const message = split.message ?? 'Total team split must less than 100%';
    throw badInput(message, { fields: [{ field: 'teamSplit', message }] });
  }
  const ids = rows.map((r) => r.userId);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup !== undefined)
    throw fieldRefused(`teamSplit.${ids.lastIndexOf(dup)}.userId`, 'is listed twice');
  if (ids.length === 0) return;
  const found = await tx
    .select({ userId: agents.userId })
    .from(agents)
    .where(inArray(agents.userId, ids));
  const known = new Set(found.map((f) => f.userId));
  const bad = rows.findIndex((r) => !known.has(r.userId));
  if (bad >= 0) throw fieldRefused(`teamSplit.${bad}.userId`, 'must be an agent');
}

/** Saves the case form onto a draft the caller may edit, refusing a save over a newer version. */
export async function saveCaseDraft(tx: Tx, act: SignedAct, input: SaveInput & { role: CaseRole }) {
  const { role, ...save } = input;
  const row = await loadVisibleCase(tx, role, save.id, true);
  assertEditable(role, row);
  if (save.version !== undefined && save.version !== row.version) {
    throw conflict('This case was changed meanwhile; reload it and save again');
  }
  return applyDraft(tx, act, row, save);
}

type DraftInput = Omit<SaveInput, 'id' | 'version'>;

/** Writes a save of the case form onto a draft, with its change record (saveDraft and create). */
async function applyDraft(tx: Tx, act: SignedAct, row: CaseRecord, input: DraftInput) {
  const now = act.now;
  const set: Partial<typeof cases.$inferInsert> = {};
  const changed: string[] = [];
  for (const key of DECIMAL_KEYS) {
    const v = input[key];
    if (v === undefined) continue;
    set[key] = v;
    if (!sameDecimal(v, row[key])) changed.push(key);
  }
  for (const key of PLAIN_KEYS) {
    const v = input[key];
    if (v === undefined) continue;
    set[key] = v as never;
    if (v !== row[key]) changed.push(key);
  }
  for (const key of JSON_KEYS) {
    const v = input[key];
    if (v === undefined) continue;
    set[key] = v as never;
    if (normalisedJson(key, v) !== normalisedJson(key, row[key])) changed.push(key);
  }
  const address = input.address ?? row;
  if (input.address) {
    const { street, unit, city, state, zip } = input.address;
    Object.assign(set, { street, unit, city, state, zip, addressKey: addressKeyOf(address) });
    if ((['street', 'unit', 'city', 'state', 'zip'] as const).some((k) => address[k] !== row[k]))
      changed.push('address');
  }
  if (input.address || input.clients) {
    set.searchText = searchTextOf(row.caseNo, address, input.clients ?? row.clients);
  }
  if (input.teamSplit) {
    await checkTeam(tx, input.teamSplit);
    const before = await tx
      .select({ userId: caseTeam.userId, percent: caseTeam.percent })
      .from(caseTeam)
      .where(eq(caseTeam.caseId, row.id));
    const key = (rs: { userId: number; percent: string }[]) =>
      rs
        .map((r) => `${r.userId}:${canonicalDecimal(r.percent)}`)
        .sort()
        .join();
    if (key(before) !== key(input.teamSplit)) {
      changed.push('teamSplit');
      await tx.delete(caseTeam).where(eq(caseTeam.caseId, row.id));
      if (input.teamSplit.length > 0) {
        await tx.insert(caseTeam).values(input.teamSplit.map((r) => ({ caseId: row.id, ...r })));
      }
    }
  }
  if (changed.length === 0) {
    return { id: row.id, version: row.version, updatedAt: row.updatedAt.toISOString() };
  }
  const [saved] = await tx
    .update(cases)
    .set({ ...set, version: row.version + 1, updatedAt: now })
    .where(eq(cases.id, row.id))
    .returning({ version: cases.version, updatedAt: cases.updatedAt });
  await auditCase(
    tx,
    row.id,
    { byUser: act.actor, at: now },
    {
      change: { action: 'save', fields: changed },
    },
  );
  return {
    id: row.id,
    version: saved?.version ?? row.version + 1,
    updatedAt: (saved?.updatedAt ?? now).toISOString(),
  };
}

/** The required field paths of CASE_REQUIRED_FIELDS that the case leaves empty. */
export function missingFields(row: CaseRecord): string[] {
  const filled = (path: string): boolean => {
    switch (path) {
      case 'clients':
        return row.clients.some((c) => c.name.trim() !== '');
      case 'commission':
        return row.commissionPercent !== null || row.commissionAmount !== null;
      default: {
        const [head, leaf] = path.split('.') as [string, string | undefined];
        const source: Record<string, unknown> =
          head === 'address'
            ? row
            : head === 'lender'
              ? row.lender
              : head === 'otherSide'
                ? row.otherSide
                : row;
        const value = source[leaf ?? head];
        return value !== null && value !== undefined && String(value).trim() !== '';
      }
    }
  };
  return CASE_REQUIRED_FIELDS[row.type].filter((p) => !filled(p));
}

/**
 * Sends a complete draft for review: every required field filled and every required document of
 * its rule version uploaded and not rejected, or a 400 naming each one. Answers the owner, who
 * is told in the same transaction.
 */
export async function submitCase(
  tx: Tx,
  act: SignedAct,
  input: { id: number; role: CaseRole },
): Promise<number> {
  const { id, role } = input;
  const now = act.now;
  const row = await loadVisibleCase(tx, role, id, true);
  assertEditable(role, row);
  const fields = missingFields(row).map((field) => ({ field, message: 'is required' }));
  const uploaded = await tx
    .select({ id: caseDocuments.id, docType: caseDocuments.docType })
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, id));
  const reviews = await reviewsOf(tx, id);
  // The rule version the case was created under, not the one in force today.
  for (const doc of (await ruleOfCase(tx, row)).items) {
    if (!doc.required) continue;
    const { state, reason } = docTypeState(doc.key, uploaded, reviews);
    if (state === 'missing')
      fields.push({ field: `documents.${doc.key}`, message: `${doc.label} must be uploaded` });
    else if (state === 'rejected')
      fields.push({
        field: `documents.${doc.key}`,
        message: `${doc.label} was rejected (${reason}) and must be uploaded again`,
      });
  }
  if (fields.length > 0) {
    // A document's phrase names it already ("Loan estimate must be uploaded").
    const said = fields.map((f) =>
      f.field.startsWith('documents.') ? f.message : `${fieldLabel(f.field)} ${f.message}`,
    );
    throw new ApiError(400, `Cannot submit yet: ${said.join('; ')}.`, { fields });
  }
  await tx
    .update(cases)
    .set({ status: 'submitted', submittedAt: now, updatedAt: now, version: row.version + 1 })
    .where(and(eq(cases.id, id), eq(cases.status, 'draft')));
  await auditCase(
    tx,
    id,
    { byUser: act.actor, at: now },
    {
      status: { from: 'draft', to: 'submitted', comment: '' },
    },
  );
  // The owner hears that the case went for review (the message center's "Case submitted"
  // event, in the portal unless they chose e-mail), with the change or not at all.
  await notifyPerson(tx, act, {
    userId: row.ownerId,
    code: 'case-submitted',
    values: { caseNo: row.caseNo },
    sender: 'Transactions',
  });
  return row.ownerId;
}
