import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { apiLogin, call, USERS } from './support';

/** The smallest file the server takes as a PDF, for a case's required document. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface Listing {
  /** Whose case it is (the demo agent unless said). */
  owner?: string;
  street: string;
  client?: string;
  price?: string;
  commission?: string;
  /** Percent of the gross owed to the brokerage that referred the client. */
  referralFeePercent?: string;
  split?: { userId: number; percent: string }[];
  /** The approver's steps after submission: closed unless said (the commission posts at closing). */
  to?: readonly ('in_review' | 'approved' | 'closed')[];
  /**
   * A resale purchase (the buyer's side, accepted on this day) instead of a listing: `price` is
   * then the purchase price and its agreement the purchase agreement.
   */
  purchaseAcceptedOn?: string;
}

/**
 * A listing (or a resale purchase) made, filled, given its agreement, submitted and moved on by
 * the approver through the calls: what the money journeys start from, when the case form is not
 * what they test.
 */
export async function caseThrough(request: APIRequestContext, l: Listing): Promise<number> {
  const agent = (await apiLogin(request, l.owner ?? USERS.agent)).token;
  const approver = (await apiLogin(request, USERS.approver)).token;
  const purchase = l.purchaseAcceptedOn !== undefined;
  const { id } = await call<{ id: number }>(
    request,
    agent,
    'bq/tran/case/create',
    purchase ? { type: 1, purchaseKind: 'resale' } : { type: 3 },
  );
  const client = l.client ?? (purchase ? 'Dana Buyer' : 'Dana Seller');
  const price = l.price ?? '1250000';
  await call(request, agent, 'bq/tran/case/saveDraft', {
    id,
    address: { street: l.street, unit: '', city: 'San Jose', state: 'CA', zip: '95112' },
    clients: [
      {
        name: client,
        email: `${client.split(' ')[0]?.toLowerCase()}@example.com`,
        phone: '(408) 555-0100',
      },
    ],
    ...(purchase
      ? { purchasePrice: price, acceptanceDate: l.purchaseAcceptedOn }
      : { listPrice: price }),
    commissionAmount: l.commission ?? '25000',
    ...(l.referralFeePercent ? { referralFeePercent: l.referralFeePercent } : {}),
    ...(l.split ? { teamSplit: l.split } : {}),
  });
  const upload = await request.post('api/bq/tran/case/uploadDocument', {
    headers: { Authorization: agent },
    multipart: {
      id: String(id),
      docType: purchase ? 'purchase-agreement' : 'listing-agreement',
      fileName: 'agreement.pdf',
      mime: 'application/pdf',
      file: { name: 'agreement.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(((await upload.json()) as { code: number }).code).toBe(200);
  await call(request, agent, 'bq/tran/case/submit', { id });
  for (const to of l.to ?? ['in_review', 'approved', 'closed'])
    await call(request, approver, 'bq/tran/case/changeStatus', { id, to, comment: '' });
  return id;
}
