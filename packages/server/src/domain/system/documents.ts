import { type DocRuleRow, type DocRuleScope, docRuleScope } from '@bq/contract';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { rows as rowsOf } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { docRuleItems, docRules, systemConfigChanges } from '../../db/schema-system.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/**
 * Transaction documents: which documents each kind of case requires or may
 * carry, as VERSIONED rules (docs/decisions/system.md, "System configuration"). A case keeps
 * the version it was created under (`cases.doc_rule_id`); a saved rule is a new version, in force
 * for the cases created after it. The submit rule, the upload check and the case pages read the
 * case's version through `ruleOfCase`.
 */

export interface DocType {
  key: string;
  label: string;
  required: boolean;
}

export interface DocRule {
  id: number;
  scope: DocRuleScope;
  version: number;
  items: DocType[];
}

/** What a case needs to find its rule: its version, else its kind and when it was created. */
export interface CaseRuleRef {
  docRuleId: number | null;
  type: 1 | 3 | 4 | 5 | 6;
  purchaseKind: 'new' | 'resale' | null;
  createdAt: Date;
}

async function itemsOf(db: Db | Tx, ruleIds: number[]): Promise<Map<number, DocType[]>> {
  const rows = ruleIds.length
    ? await db
        .select()
        .from(docRuleItems)
        .where(inArray(docRuleItems.ruleId, ruleIds))
        .orderBy(asc(docRuleItems.ruleId), asc(docRuleItems.position))
    : [];
  const byRule = new Map<number, DocType[]>();
  for (const r of rows) {
    const list = byRule.get(r.ruleId) ?? [];
    list.push({ key: r.docKey, label: r.label, required: r.required });
    byRule.set(r.ruleId, list);
  }
  return byRule;
}

/** The version in force for a scope now, or at an instant (the latest created by then). */
async function versionRow(db: Db | Tx, scope: DocRuleScope, at?: Date) {
  const [row] = await db
    .select({ id: docRules.id, version: docRules.version })
    .from(docRules)
    .where(and(eq(docRules.scope, scope), at ? lte(docRules.createdAt, at) : undefined))
    .orderBy(desc(docRules.version))
    .limit(1);
  return row;
}

/** The id of the version new cases of this kind start under (stored on the case at create). */
export async function currentRuleId(
  db: Db | Tx,
  type: CaseRuleRef['type'],
  purchaseKind: CaseRuleRef['purchaseKind'],
): Promise<number> {
  const row = await versionRow(db, docRuleScope(type, purchaseKind));
  if (!row) throw new Error('no document rule for this kind of case (migration 0105 seeds one)');
  return row.id;
}

async function ruleById(db: Db | Tx, id: number): Promise<DocRule> {
  const [row] = await db.select().from(docRules).where(eq(docRules.id, id));
  if (!row) throw new Error(`document rule ${id} is missing`);
  return {
    id,
    scope: row.scope as DocRuleScope,
    version: row.version,
    items: (await itemsOf(db, [id])).get(id) ?? [],
  };
}

/** The rule a case follows: the version stored on it, else the one in force when it was made. */
export async function ruleOfCase(db: Db | Tx, ref: CaseRuleRef): Promise<DocRule> {
  const scope = docRuleScope(ref.type, ref.purchaseKind);
  const id =
    ref.docRuleId ??
    (await versionRow(db, scope, ref.createdAt))?.id ??
    (await versionRow(db, scope))?.id;
  if (id === undefined) throw new Error(`no document rule for ${scope}`);
  return ruleById(db, id);
}

/** The version of a scope in force now. */
export async function currentRule(db: Db | Tx, scope: DocRuleScope): Promise<DocRule> {
  const row = await versionRow(db, scope);
  if (!row) throw new Error(`no document rule for ${scope}`);
  return ruleById(db, row.id);
}

type RuleRow = Omit<DocRuleRow, 'items'> & { items: DocType[] };

async function rows(db: Db | Tx, where: ReturnType<typeof eq> | undefined): Promise<RuleRow[]> {
  const found = await db
    .select({
      id: docRules.id,
      scope: docRules.scope,
      version: docRules.version,
      note: docRules.note,
      createdBy: users.name,
      createdAt: docRules.createdAt,
    })
    .from(docRules)
    .leftJoin(users, eq(users.id, docRules.createdBy))
    .where(where)
    .orderBy(asc(docRules.scope), desc(docRules.version));
  const items = await itemsOf(
    db,
    found.map((r) => r.id),
  );
  return found.map((r) => ({
    ...r,
    scope: r.scope as DocRuleScope,
    createdAt: r.createdAt.toISOString(),
    items: items.get(r.id) ?? [],
  }));
}

/** The version in force of every scope, with how many cases follow it. */
export async function currentRules(db: Db | Tx): Promise<(RuleRow & { cases: number })[]> {
  const latest = sql`${docRules.version} = (select max(r.version) from doc_rules r where r.scope = ${docRules.scope})`;
  const found = await rows(db, latest as never);
  // A case without a stored version (the demo seed) follows the one in force at its creation.
  const counted = await rowsOf<{ rule_id: number; n: number }>(
    db,
    sql`select coalesce(c.doc_rule_id, (
          select r.id from doc_rules r
          where r.scope = case c.type
            when 1 then case when c.purchase_kind = 'new' then 'purchase-new' else 'purchase-resale' end
            when 3 then 'listing' when 4 then 'mortgage' when 5 then 'property-management'
            else 'referral' end
            and r.created_at <= c.created_at
          order by r.version desc limit 1)) as rule_id, count(*)::int as n
        from cases c group by 1`,
  );
  return found.map((r) => ({
    ...r,
    cases: Number(counted.find((c) => Number(c.rule_id) === r.id)?.n ?? 0),
  }));
}

export function ruleVersions(db: Db | Tx, scope: DocRuleScope): Promise<RuleRow[]> {
  return rows(db, eq(docRules.scope, scope));
}

/**
 * Saves a scope's documents as a new version. `version` is the one the editor started from; a
 * newer one in between is a conflict (two administrators, one rule). Keys must be unique.
 */
export async function saveRule(
  tx: Tx,
  act: Act,
  input: { scope: DocRuleScope; version: number; note: string; items: DocType[] },
): Promise<RuleRow> {
  if (act.actor === null) throw new Error('a rule is saved by a person');
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    if (seen.has(item.key))
      throw fieldRefused(`items.${i}.key`, `${item.key} is listed twice; each document once`);
    seen.add(item.key);
  });
  // One save per scope at a time: the version check and the insert below are one step.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`doc-rule:${input.scope}`}))`);
  const current = await versionRow(tx, input.scope);
  if (!current) throw notFound('Document rule');
  if (current.version !== input.version)
    throw conflict(
      `This rule was saved as version ${current.version} meanwhile; reload to see it before saving`,
    );
  const before = (await itemsOf(tx, [current.id])).get(current.id) ?? [];
  const [rule] = await tx
    .insert(docRules)
    .values({
      scope: input.scope,
      version: current.version + 1,
      createdBy: act.actor,
      createdAt: act.now,
      note: input.note,
    })
    .returning({ id: docRules.id });
  if (!rule) throw new Error('document rule insert returned nothing');
  await tx.insert(docRuleItems).values(
    input.items.map((item, position) => ({
      ruleId: rule.id,
      position,
      docKey: item.key,
      label: item.label,
      required: item.required,
    })),
  );
  await tx.insert(systemConfigChanges).values({
    area: 'doc-rule',
    subject: input.scope,
    before: JSON.stringify({ version: current.version, items: before }),
    after: JSON.stringify({ version: current.version + 1, items: input.items }),
    byUser: act.actor,
    at: act.now,
  });
  const [saved] = await rows(tx, eq(docRules.id, rule.id));
  if (!saved) throw new Error('saved rule not found');
  return saved;
}
