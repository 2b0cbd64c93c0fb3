import { type ListingContact, STATUS_MOVES } from '@bq/contract';
import { moneyToDecimal, parseMoney } from '@bq/validators';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { type listings, listingTemplates } from '../../db/schema-listings.js';
import { agentAdminConfigs, agentProfiles, agents } from '../../db/schema-people.js';

type ListingRow = typeof listings.$inferSelect;
type TemplateRow = typeof listingTemplates.$inferSelect;

/** The facts every view shows (the share page too), in RESO names; the price with its unit. */
export function listingFacts(r: ListingRow) {
  return {
    PropertyType: r.propertyType,
    StandardStatus: r.standardStatus,
    UnparsedAddress: r.unparsedAddress,
    UnitNumber: r.unitNumber,
    City: r.city,
    StateOrProvince: r.stateOrProvince,
    PostalCode: r.postalCode,
    ListPrice: { amount: moneyToDecimal(parseMoney(r.listPrice, 'USD')), unit: 'USD' as const },
    BedroomsTotal: r.bedroomsTotal,
    BathroomsTotalInteger: r.bathroomsTotalInteger,
    BathroomsHalf: r.bathroomsHalf,
    LivingArea: r.livingArea,
    LotSizeArea: r.lotSizeArea,
    YearBuilt: r.yearBuilt,
    PublicRemarksEn: r.publicRemarksEn,
    PublicRemarksZh: r.publicRemarksZh,
    Features: r.features,
    photos: r.photos,
  };
}

/** A listing without a template: one large photo, every section, three photos on the flyer. */
export const PLAIN_LAYOUT = {
  layout: 'hero',
  accent: 'navy',
  headlineEn: '',
  headlineZh: '',
  showFeatures: true,
  showRemarks: true,
  flyerPhotos: 3,
} as const;

export type ShareLayout = {
  layout: TemplateRow['layout'];
  accent: TemplateRow['accent'];
  headlineEn: string;
  headlineZh: string;
  showFeatures: boolean;
  showRemarks: boolean;
  flyerPhotos: number;
};

export function layoutOf(t: TemplateRow | null | undefined): ShareLayout {
  if (!t) return { ...PLAIN_LAYOUT };
  return {
    layout: t.layout,
    accent: t.accent,
    headlineEn: t.headlineEn,
    headlineZh: t.headlineZh,
    showFeatures: t.showFeatures,
    showRemarks: t.showRemarks,
    flyerPhotos: t.flyerPhotos,
  };
}

export async function templateOf(db: Db | Tx, id: number | null) {
  if (id === null) return null;
  const [t] = await db.select().from(listingTemplates).where(eq(listingTemplates.id, id));
  return t ?? null;
}

/**
 * The listing agent as the share page and flyer name them (RESO ListAgentFullName,
 * ListAgentPreferredPhone, ListAgentEmail): the office e-mail the office gave them when there is
 * one, else their login; their phone from their profile. Only the contact the listing publishes
 * (`contact`) is answered, the other is '': a phone chosen but never entered gives the e-mail, so
 * a visitor always has a way to reach them. Nothing else about them.
 */
export async function listAgent(db: Db | Tx, userId: number, contact: ListingContact) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      companyEmail: agentAdminConfigs.companyEmail,
      phone: agentProfiles.phone,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .leftJoin(agentAdminConfigs, eq(agentAdminConfigs.agentId, agents.id))
    .where(eq(users.id, userId))
    .limit(1);
  const phone = row?.phone ?? '';
  const email = row?.companyEmail || row?.email || '';
  const showPhone = contact !== 'email' && phone !== '';
  const showEmail = contact !== 'phone' || !showPhone;
  return {
    ListAgentFullName: row?.name ?? '',
    ListAgentPreferredPhone: showPhone ? phone : '',
    ListAgentEmail: showEmail ? email : '',
  };
}

/** Whether the caller may edit or move the listing, and which moves are open. */
export function actionsOf(r: ListingRow) {
  const moves = [...STATUS_MOVES[r.standardStatus]];
  return { mayEdit: moves.length > 0, moves };
}
