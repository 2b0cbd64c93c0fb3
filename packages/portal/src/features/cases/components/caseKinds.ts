import { CASE_REQUIRED_FIELDS, type CaseType, type PurchaseKind } from '@bq/contract/meta';
import { paths } from '../../../shared/routes/paths';

/**
 * The six case pages of spec §2 as data: one shared form draws every type from these entries, so
 * a type differs from another by a row here, never by a copy of the form.
 */
export const CASE_KIND_KEYS = [
  'purchase-new',
  'purchase-not',
  'listing',
  'mortgage',
  'pm',
  'referral',
] as const;
export type CaseKindKey = (typeof CASE_KIND_KEYS)[number];

export type MoneyField = 'purchasePrice' | 'listPrice' | 'loanAmount' | 'monthlyRent';
export type DateField =
  | 'acceptanceDate'
  | 'escrowOpenDate'
  | 'contingencyRemovalDate'
  | 'closeOfEscrowDate';
export type PartyField = 'escrow' | 'title' | 'lender';

export interface CaseKind {
  readonly key: CaseKindKey;
  readonly type: CaseType;
  readonly purchaseKind: PurchaseKind | null;
  readonly title: string;
  /** The role a new client row starts with. */
  readonly clientRole: string;
  readonly prices: readonly MoneyField[];
  readonly dates: readonly DateField[];
  readonly parties: readonly PartyField[];
  /** Who "the other side" is for this type. */
  readonly otherSideTitle: string;
  readonly commission: boolean;
  readonly referralFee: boolean;
  /** Labels that read better for this type than the general ones below. */
  readonly labels?: Readonly<Partial<Record<MoneyField | DateField, string>>>;
}

export const FIELD_LABELS: Readonly<Record<MoneyField | DateField | PartyField, string>> = {
  purchasePrice: 'Purchase price',
  listPrice: 'List price',
  loanAmount: 'Loan amount',
  monthlyRent: 'Monthly rent',
  acceptanceDate: 'Acceptance date',
  escrowOpenDate: 'Escrow open date',
  contingencyRemovalDate: 'Contingency removal date',
  closeOfEscrowDate: 'Close of escrow date',
  escrow: 'Escrow',
  title: 'Title',
  lender: 'Lender',
};

const ALL_DATES: readonly DateField[] = [
  'acceptanceDate',
  'escrowOpenDate',
  'contingencyRemovalDate',
  'closeOfEscrowDate',
];

const purchase = (key: CaseKindKey, purchaseKind: PurchaseKind, title: string): CaseKind => ({
  key,
  type: 1,
  purchaseKind,
  title,
  clientRole: 'Buyer',
  prices: ['purchasePrice'],
  dates: ALL_DATES,
  parties: ['escrow', 'title', 'lender'],
  otherSideTitle: purchaseKind === 'new' ? "Builder's sales agent" : "Seller's agent",
  commission: true,
  referralFee: false,
});

export const CASE_KINDS: Readonly<Record<CaseKindKey, CaseKind>> = {
  'purchase-new': purchase('purchase-new', 'new', 'Purchase (new construction)'),
  'purchase-not': purchase('purchase-not', 'resale', 'Purchase (resale)'),
  listing: {
    key: 'listing',
    type: 3,
    purchaseKind: null,
    title: 'Listing',
    clientRole: 'Seller',
    prices: ['listPrice', 'purchasePrice'],
    dates: ALL_DATES,
    parties: ['escrow', 'title'],
    otherSideTitle: "Buyer's agent",
    commission: true,
    referralFee: false,
    labels: { purchasePrice: 'Sale price' },
  },
  mortgage: {
    key: 'mortgage',
    type: 4,
    purchaseKind: null,
    title: 'Mortgage',
    clientRole: 'Borrower',
    prices: ['loanAmount', 'purchasePrice'],
    dates: ['acceptanceDate', 'closeOfEscrowDate'],
    parties: ['lender', 'escrow', 'title'],
    otherSideTitle: "Other party's agent",
    commission: true,
    referralFee: false,
    labels: { purchasePrice: 'Property value', acceptanceDate: 'Application date' },
  },
  pm: {
    key: 'pm',
    type: 5,
    purchaseKind: null,
    title: 'Property management',
    clientRole: 'Landlord',
    prices: ['monthlyRent'],
    dates: ['acceptanceDate', 'closeOfEscrowDate'],
    parties: [],
    otherSideTitle: "Tenant's agent",
    commission: true,
    referralFee: false,
    labels: { acceptanceDate: 'Agreement date', closeOfEscrowDate: 'Lease start date' },
  },
  referral: {
    key: 'referral',
    type: 6,
    purchaseKind: null,
    title: 'Referral',
    clientRole: 'Client',
    prices: ['purchasePrice'],
    dates: ['acceptanceDate', 'closeOfEscrowDate'],
    parties: [],
    otherSideTitle: 'Receiving agent',
    commission: false,
    referralFee: true,
    labels: { purchasePrice: 'Estimated price', acceptanceDate: 'Referral date' },
  },
};

export function isCaseKindKey(value: string): value is CaseKindKey {
  return (CASE_KIND_KEYS as readonly string[]).includes(value);
}

/** The kind of a stored case: purchase cases split by their purchase kind. */
export function kindOf(type: CaseType, purchaseKind: PurchaseKind | null): CaseKind {
  if (type === 1) return CASE_KINDS[purchaseKind === 'new' ? 'purchase-new' : 'purchase-not'];
  const found = Object.values(CASE_KINDS).find((kind) => kind.type === type);
  if (!found) throw new Error(`no case kind for type ${type}`);
  return found;
}

/** The kind a case page serves, from its route path ('/transaction/pm-process' → pm). */
export function kindFromPath(pathname: string): { kind: CaseKind; process: boolean } | null {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const process = segment.endsWith('-process');
  const key = process ? segment.slice(0, -'-process'.length) : segment;
  return isCaseKindKey(key) ? { kind: CASE_KINDS[key], process } : null;
}

export const createPath = (kind: CaseKind) => paths.caseCreate({ kind: kind.key });
export const processPath = (kind: CaseKind, id: number) =>
  paths.caseProcess({ kind: kind.key, id });

export function labelOf(kind: CaseKind, field: MoneyField | DateField | PartyField): string {
  return (kind.labels as Record<string, string> | undefined)?.[field] ?? FIELD_LABELS[field];
}

/**
 * Form paths marked required: what `submit` checks for this type. 'commission' is satisfied by
 * the percent or the amount, so both carry the mark; 'clients' means the first client's name.
 */
export function requiredPaths(kind: CaseKind): ReadonlySet<string> {
  const paths = new Set<string>();
  for (const path of CASE_REQUIRED_FIELDS[kind.type]) {
    if (path === 'commission') {
      paths.add('commissionPercent');
      paths.add('commissionAmount');
    } else if (path === 'clients') paths.add('clients.0.name');
    else paths.add(path);
  }
  return paths;
}
