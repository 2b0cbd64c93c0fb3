/**
 * Every input limit as plain data (no zod). The contract's schemas are built from this table and
 * the portal's forms read it, so a limit changed here changes what the form lets a person type
 * and what the server accepts, in one edit.
 *
 * Shapes: `{ max }` (and `min`) are characters for text; `{ maxItems }` counts list entries;
 * `{ intDigits, places, max? }` is a numeric column (digits before / after the point, largest value).
 */

/** A text of at most `max` characters (after trimming); `min: 1` means it is required. */
export interface TextLimit {
  readonly max: number;
  readonly min?: number;
}
export interface ListLimit {
  readonly maxItems: number;
}
export interface DecimalLimit {
  readonly intDigits: number;
  readonly places: number;
  readonly max?: number;
}

import { AUTH_LIMITS } from './auth-limits.js';
import { PAYROLL_LIMITS } from './payroll-limits.js';

/** numeric(14,2), the one money column (`moneyColumn` on the server): amounts in dollars. */
const money = { intDigits: 12, places: 2 } as const satisfies DecimalLimit;
/**
 * What the office sells (a course seat, a product, one of its options) costs at most this: far
 * above anything it sells, and low enough that a slip of the keyboard ($99,999,999,999.00) is
 * refused rather than published. Order totals and receipts are `money` (quantities multiply).
 */
const catalogPrice = { ...money, max: 100_000 } as const satisfies DecimalLimit;
const email = { max: 254 } as const satisfies TextLimit;
const phone = { max: 30 } as const satisfies TextLimit;

export const FIELD_LIMITS = {
  /** Shared by every call that takes one of these. */
  common: {
    email,
    phone,
    /** Search boxes of the lists. */
    keyword: { max: 100 },
    /** Lists of ids sent at once (select-all on a page, bulk actions). */
    ids: { maxItems: 500 },
    /** Every amount of money, stored in numeric(14,2). */
    money,
  },
  auth: AUTH_LIMITS,

  tourist: {
    name: { min: 1, max: 100 },
    phone,
    company: { max: 200 },
    wechat: { max: 100 },
  },
  /** The case form (saveDraft) and the case calls around it. */
  case: {
    street: { max: 200 },
    unit: { max: 50 },
    city: { max: 100 },
    /** Two-letter state code. */
    state: { max: 2 },
    /** 12345 or 12345-6789. */
    zip: { max: 10 },
    apn: { max: 50 },
    clients: { maxItems: 20 },
    clientName: { max: 100 },
    clientRole: { max: 50 },
    /** Escrow, title and lender parties. */
    company: { max: 150 },
    officer: { max: 100 },
    agentName: { max: 100 },
    brokerage: { max: 150 },
    email,
    phone,
    notes: { max: 5000 },
    teamSplit: { maxItems: 20 },
    money,
    /** numeric(7,4): commission and referral fee percent, 0 to 100 (spec §5 type 6). */
    percent4: { intDigits: 3, places: 4, max: 100 },
    /** numeric(5,2): a team member's share, 0 to 100. */
    percent2: { intDigits: 3, places: 2, max: 100 },
    /** The reason given when sending a case back or cancelling it. */
    comment: { max: 1000 },
    /** One bulk status change: a page of the case list at its largest, with room to spare. */
    bulk: { maxItems: 200 },
    idempotencyKey: { min: 8, max: 100 },
    keyword: { max: 100 },
    /** Status filter: several statuses at once (the case list's tabs). */
    statuses: { maxItems: 6 },
    addressKey: { min: 1, max: 400 },
    docType: { min: 1, max: 50 },
    fileName: { min: 1, max: 200 },
    mime: { min: 1, max: 100 },
  },
  /** In-app letters (sending-letter page). */
  letter: {
    title: { min: 1, max: 100 },
    content: { min: 1, max: 2000 },
    receivers: { maxItems: 50 },
    /** A letter to many people sent from a list's selection: a retry sends nothing more. */
    idempotencyKey: { min: 8, max: 100 },
    /** Roles or branches one group letter goes to. */
    groups: { maxItems: 20 },
  },
  /** Message templates: a subject and a body per language. */
  template: {
    subject: { min: 1, max: 200 },
    body: { min: 1, max: 5000 },
  },
  org: {
    name: { min: 1, max: 100 },
    address: { max: 300 },
  },
  role: {
    name: { min: 1, max: 100 },
  },
  coachAgreement: {
    terms: { max: 2000 },
  },
  /** DRE licence records; the CSV import refuses rows beyond these too. */
  dre: {
    licenseId: { min: 1, max: 40 },
    /** Also the longest licence type or status a CSV row may carry. */
    name: { min: 1, max: 200 },
  },
  /** Applications and approvals: the forms of every kind and the decisions on them. */
  application: {
    /** The reason to reject is required; a pass may carry a note. */
    comment: { max: 1000 },
    rejectReason: { min: 1, max: 1000 },
    topic: { min: 1, max: 200 },
    note: { max: 2000 },
    name: { min: 1, max: 100 },
    address: { max: 300 },
    licenseNo: { max: 50 },
    state: { max: 2 },
    /** W-9 tax classification; the form keeps only the TIN's last four digits, never the TIN. */
    taxClassification: { min: 1, max: 50 },
    relation: { max: 50 },
    vendorName: { min: 1, max: 150 },
    service: { min: 1, max: 200 },
    invoiceRef: { min: 1, max: 100 },
    fileName: { min: 1, max: 200 },
    mime: { min: 1, max: 100 },
    agreementRef: { min: 1, max: 100 },
    reason: { min: 1, max: 2000 },
    keyword: { max: 100 },
    /** Market service hours in a month (at most 31 × 24). */
    hours: { intDigits: 3, places: 0, max: 744 },
    yearsLicensed: { intDigits: 2, places: 0, max: 80 },
  },
  /** The institute: courses, their properties, registrations, profiles. */
  course: {
    title: { max: 200 },
    description: { max: 5000 },
    category: { min: 1, max: 50 },
    tag: { min: 1, max: 30 },
    tags: { maxItems: 20 },
    lecturers: { maxItems: 10 },
    sessions: { maxItems: 50 },
    place: { min: 1, max: 300 },
    keyword: { max: 100 },
    /** Course properties: the lists of categories and tags an office keeps. */
    properties: { maxItems: 200 },
    /** Seats of one course (at least 1). */
    maxSeats: 10_000,
    /** Where a cover upload answered it is (an address on this server). */
    coverUrl: { max: 300 },
    /** Price in dollars, the money column; 0 = free. */
    price: catalogPrice,
    /** Continuing-education hours a completion earns, numeric(5,1). */
    hours: { intDigits: 4, places: 1 },
    bio: { max: 3000 },
    specialty: { min: 1, max: 50 },
    specialties: { maxItems: 10 },
    registrantName: { min: 1, max: 100 },
    /** The secret of a confirmation mail's links (43 base64url characters as issued). */
    linkToken: { min: 1, max: 100 },
    sessionNote: { max: 1000 },
    certificateCode: { min: 1, max: 40 },
    /** Why a completion recorded by mistake is revoked (kept with the revocation). */
    revokeReason: { min: 1, max: 500 },
  },
  /** Commerce: product types, products, carts, orders, payments and refunds. */
  commerce: {
    typeName: { min: 1, max: 50 },
    typeNameZh: { max: 50 },
    sort: 9999,
    name: { max: 200 },
    description: { max: 5000 },
    /** An address of an uploaded photo (the files the product editor uploaded). */
    photo: { min: 1, max: 300 },
    photos: { maxItems: 10 },
    optionLabel: { min: 1, max: 60 },
    options: { maxItems: 20 },
    /** A price in dollars, the money column; 0 = given away. */
    price: catalogPrice,
    /** An order's total, or a receipt: quantities times prices. */
    total: money,
    /** Items in stock; absent = made to order. */
    maxStock: 1_000_000,
    /** One line's quantity. */
    maxQuantity: 999,
    keyword: { max: 100 },
    /** The client's key for one checkout (a UUID fits), as `idempotency/once.ts` reads it. */
    idempotencyKey: { min: 8, max: 100 },
    /** The transfer's or cheque's reference finance records with a receipt. */
    paymentReference: { min: 1, max: 100 },
    reason: { min: 1, max: 500 },
    note: { max: 500 },
    refundLines: { maxItems: 50 },
    /** A discount code as buyers type it (letters, digits, - and _). */
    discountCode: { min: 3, max: 30 },
    /** A discount in percent, to a hundredth (stored as basis points). */
    discountPercent: { intDigits: 3, places: 2, max: 100 },
    /** Uses of one code, in all or per buyer. */
    discountUses: 1_000_000,
    listName: { min: 1, max: 80 },
    listDescription: { max: 500 },
    subscriberName: { max: 100 },
    /** Addresses added in one go (a pasted column of a spreadsheet). */
    subscribeBatch: { maxItems: 500 },
    subject: { min: 1, max: 200 },
    mailBody: { min: 1, max: 20000 },
    /** A signed unsubscribe token (`domain/mailing/tokens.ts`). */
    unsubscribeToken: { min: 10, max: 400 },
  },
  /** Tokens (docs/finance-books.md "Tokens"). */
  tokens: {
    /** Whole tokens in one grant. */
    grant: { intDigits: 12, places: 0, max: 1_000_000 },
    reason: { min: 1, max: 300 },
    /** The granter's idempotency key (a UUID fits). */
    requestKey: { min: 8, max: 100 },
    keyword: { max: 100 },
  },
  /** The office's lists under /system: dictionary, boards, recruitments, links. */
  office: {
    code: { min: 1, max: 40 },
    label: { min: 1, max: 80 },
    labelZh: { max: 80 },
    boardName: { min: 1, max: 120 },
    shortName: { max: 20 },
    mls: { max: 80 },
    memberNo: { max: 40 },
    url: { min: 1, max: 500 },
    website: { max: 500 },
    linkTitle: { min: 1, max: 80 },
    linkDescription: { max: 200 },
    note: { max: 1000 },
    keyword: { max: 100 },
  },
  /** Groups and group e-mail. */
  group: {
    name: { min: 1, max: 80 },
    description: { max: 500 },
    keyword: { max: 100 },
    /** People added by name in one go. */
    addPeople: { maxItems: 200 },
    /** Required when the mail is written, not with the template (the server says which). */
    subject: { max: 200 },
    mailBody: { max: 20000 },
    idempotencyKey: { min: 8, max: 100 },
  },
  /**
   * Saved views of a list (bq/view/*): a name, the list it belongs to and its query string (the
   * list's filters, sort, page size and columns as the portal writes them in its address).
   */
  view: {
    name: { min: 1, max: 60 },
    listKey: { min: 1, max: 60 },
    query: { max: 2000 },
  },
  /** The jobs page: a kind to filter by, and a retry's key. */
  jobs: {
    kind: { max: 60 },
    idempotencyKey: { min: 8, max: 100 },
  },
  /** The blacklist: an address, domain or network, and why it is there. */
  blacklist: {
    /** An e-mail address or domain fits (254 and 253 characters); so does an IPv6 network. */
    value: { max: 254 },
    reason: { min: 1, max: 300 },
    keyword: { max: 100 },
  },
  /** Production statistics and awards. */
  awards: {
    name: { min: 1, max: 120 },
    caption: { max: 200 },
    /** Why a closed period is reopened (kept with who and when). */
    reopenReason: { min: 1, max: 500 },
    /** A threshold of volume in dollars, or of sides (two places either way). */
    threshold: { intDigits: 12, places: 2 },
  },
  /** Listings: RESO-named fields of a property listing and its templates. */
  listings: {
    street: { min: 1, max: 200 },
    unit: { max: 20 },
    city: { min: 1, max: 80 },
    /** A list price in dollars, the money column. */
    price: money,
    /** Bedrooms and whole bathrooms. */
    rooms: 99,
    /** Living and lot area in square feet. */
    area: 100_000_000,
    firstYear: 1700,
    remarks: { max: 5000 },
    feature: { min: 1, max: 80 },
    features: { maxItems: 30 },
    /** An address of an uploaded photo (the files the listing editor uploaded). */
    photo: { min: 1, max: 300 },
    photos: { maxItems: 50 },
    keyword: { max: 100 },
    templateName: { min: 1, max: 80 },
    headline: { max: 120 },
    /** The random part of a share link (`randomBytes(24)` in base64url is 32 characters). */
    shareToken: { min: 16, max: 64 },
  },
  /** The calendar's office-wide events; the columns' checks in migration 0120. */
  calendar: {
    title: { min: 1, max: 120 },
    description: { max: 2000 },
    location: { max: 200 },
  },
  /** System configuration: document rules, disclosure checklists, settings. */
  systemConfig: {
    /** A document type's key (`purchase-agreement`), as stored on uploads. */
    docKey: { min: 1, max: 40 },
    docLabel: { min: 1, max: 120 },
    /** Document types in one rule, disclosures in one party's checklist. */
    items: { maxItems: 30 },
    note: { max: 300 },
    /** Why a document is rejected (the agent reads it). */
    reviewReason: { max: 500 },
    settingValue: { min: 1, max: 500 },
    /** An approval service time in hours: at most 30 days. */
    serviceHours: 720,
  },
  /** People: an agent's personal info and the office's admin config for them. */
  people: {
    name: { min: 1, max: 100 },
    otherName: { max: 100 },
    address: { max: 300 },
    licenseNo: { max: 50 },
    board: { min: 1, max: 100 },
    boards: { maxItems: 10 },
    relation: { max: 50 },
    taxClassification: { max: 50 },
    businessName: { max: 150 },
    commissionPlan: { max: 100 },
    comment: { max: 2000 },
    activityTitle: { min: 1, max: 200 },
    activityNote: { max: 2000 },
    rejectReason: { min: 1, max: 1000 },
    keyword: { max: 100 },
    fileName: { min: 1, max: 200 },
    mime: { min: 1, max: 100 },
  },
  /** Payroll: pay statements and their payouts. */
  vitals: {
    /** A measurement past 10 minutes (ms), or a layout shift past 600,000, is not a measurement. */
    maxValue: 600_000,
  },
  payroll: PAYROLL_LIMITS,
} as const;

export type FieldLimits = typeof FIELD_LIMITS;
export type FieldArea = keyof FieldLimits;

/** The largest value a decimal column holds: `{ intDigits: 12, places: 2 }` → 999999999999.99. */
export function decimalMax(limit: DecimalLimit): number {
  return limit.max ?? Number(`${'9'.repeat(limit.intDigits)}.${'9'.repeat(limit.places)}`);
}
