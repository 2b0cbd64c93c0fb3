import type { ExternalLink } from '@bq/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { externalLinks } from '../../db/schema-office.js';
import { fieldRefused, forbidden, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/** External links: sites staff use daily, shown on their home page. */

/** Links open from the portal in a new tab: only secure web addresses, never `javascript:`. */
export function assertWebAddress(field: string, value: string): void {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {}
  if (url?.protocol !== 'https:' || !url.hostname.includes('.')) {
    throw fieldRefused(field, 'must be a web address starting with https://');
  }
}

const columns = {
  id: externalLinks.id,
  title: externalLinks.title,
  url: externalLinks.url,
  description: externalLinks.description,
  sort: externalLinks.sort,
  active: externalLinks.active,
};
const order = [asc(externalLinks.sort), asc(externalLinks.id)];

export async function listLinks(db: Db | Tx): Promise<ExternalLink[]> {
  return db
    .select(columns)
    .from(externalLinks)
    .orderBy(...order);
}

export async function visibleLinks(db: Db | Tx) {
  return db
    .select({
      id: externalLinks.id,
      title: externalLinks.title,
      url: externalLinks.url,
      description: externalLinks.description,
    })
    .from(externalLinks)
    .where(eq(externalLinks.active, true))
    .orderBy(...order);
}

export async function saveLink(
  tx: Tx,
  act: Act,
  input: Omit<ExternalLink, 'id'> & { id?: number },
): Promise<ExternalLink> {
  if (act.actor === null) throw forbidden();
  assertWebAddress('url', input.url);
  const { id, ...values } = input;
  const stamp = { updatedBy: act.actor, updatedAt: act.now };
  const [saved] =
    id === undefined
      ? await tx
          .insert(externalLinks)
          .values({ ...values, ...stamp })
          .returning(columns)
      : await tx
          .update(externalLinks)
          .set({ ...values, ...stamp })
          .where(eq(externalLinks.id, id))
          .returning(columns);
  if (!saved) throw notFound('Link');
  return saved;
}
