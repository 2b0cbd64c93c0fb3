import type { TemplateAccent, TemplateLayout } from '@bq/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { listingTemplates } from '../../db/schema-listings.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import type { ListingRole } from './access.js';

/**
 * Listing templates (`h-mould`): the office shares them — every agent may pick any — and each is
 * changed only by whoever made it or an office manager.
 */
export interface TemplateInput {
  name: string;
  layout: TemplateLayout;
  accent: TemplateAccent;
  headlineEn: string;
  headlineZh: string;
  showFeatures: boolean;
  showRemarks: boolean;
  flyerPhotos: number;
}

export async function listTemplates(db: Db, role: ListingRole) {
  const rows = await db
    .select({ t: listingTemplates, ownerName: users.name })
    .from(listingTemplates)
    .innerJoin(users, eq(users.id, listingTemplates.ownerId))
    .orderBy(asc(listingTemplates.name), asc(listingTemplates.id));
  return rows.map(({ t, ownerName }) => ({
    id: t.id,
    name: t.name,
    layout: t.layout,
    accent: t.accent,
    headlineEn: t.headlineEn,
    headlineZh: t.headlineZh,
    showFeatures: t.showFeatures,
    showRemarks: t.showRemarks,
    flyerPhotos: t.flyerPhotos,
    ownerName,
    mayEdit: role.office || t.ownerId === role.userId,
    version: t.version,
  }));
}

async function ownTemplate(tx: Tx, role: ListingRole, id: number) {
  const [t] = await tx
    .select({ ownerId: listingTemplates.ownerId })
    .from(listingTemplates)
    .where(eq(listingTemplates.id, id))
    .for('update');
  if (!t) throw notFound('Listing template');
  if (!role.office && t.ownerId !== role.userId) {
    throw conflict('Only whoever made this template or an office manager may change it');
  }
}

export const TEMPLATE_STALE =
  'Someone saved this template after you opened it: reload it and edit again';

export async function saveTemplate(
  tx: Tx,
  act: Act,
  role: ListingRole,
  input: TemplateInput & { id?: number | undefined; version?: number | undefined },
): Promise<{ id: number; version: number }> {
  const { id, version, ...fields } = input;
  if (id === undefined) {
    const [row] = await tx
      .insert(listingTemplates)
      .values({ ...fields, ownerId: role.userId, createdAt: act.now, updatedAt: act.now })
      .returning({ id: listingTemplates.id, version: listingTemplates.version });
    if (!row) throw new Error('template insert returned nothing');
    return row;
  }
  if (version === undefined) throw fieldRefused('version', 'is required to change a template');
  await ownTemplate(tx, role, id);
  const [row] = await tx
    .update(listingTemplates)
    .set({ ...fields, version: sql`${listingTemplates.version} + 1`, updatedAt: act.now })
    .where(and(eq(listingTemplates.id, id), eq(listingTemplates.version, version)))
    .returning({ id: listingTemplates.id, version: listingTemplates.version });
  if (!row) throw conflict(TEMPLATE_STALE);
  return row;
}

/** Removes a template; its listings fall back to the plain layout (ON DELETE SET NULL). */
export async function removeTemplate(tx: Tx, _act: Act, role: ListingRole, id: number) {
  await ownTemplate(tx, role, id);
  await tx.delete(listingTemplates).where(eq(listingTemplates.id, id));
}
