import { isValidEmail } from '@bq/validators';
import { z } from 'zod';
import {
  CASE_STATUS_VALUES,
  CASE_TYPE_VALUES,
  type CaseStatus,
  type CaseType,
  PURCHASE_KINDS,
  type PurchaseKind,
  ZIP_PATTERN,
} from '../meta/case-rules.js';
import { fieldMessages as msg } from '../meta/field-messages.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { amount, decimal } from './amount.js';
import { line, list, text, typeError } from './fields.js';

const L = FIELD_LIMITS.case;

/** Field builders of the case form. */

/** numeric(7,4) percent (spec §5 type 6): 0 to 100 with at most 4 decimals. */
export const percent4 = () => decimal(FIELD_LIMITS.case.percent4);
/** numeric(5,2) percent: team split rows, 0 to 100 with at most 2 decimals. */
export const percent2 = () => decimal(FIELD_LIMITS.case.percent2);

function isRealDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** A calendar date as `YYYY-MM-DD` or `MM/DD/YYYY` (spec display form); answered as `YYYY-MM-DD`. */
export const typedDay = () =>
  z
    .string({ error: 'must be a date (YYYY-MM-DD or MM/DD/YYYY)' })
    .trim()
    .transform((s, ctx) => {
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
      const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
      const [y, m, d] = iso
        ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
        : us
          ? [Number(us[3]), Number(us[1]), Number(us[2])]
          : [0, 0, 0];
      if (y < 1900 || y > 2100 || !isRealDate(y, m, d)) {
        ctx.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD or MM/DD/YYYY)' });
        return z.NEVER;
      }
      return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    });

const optionalEmail = () =>
  z
    .string({ error: typeError(msg.email()) })
    .trim()
    .toLowerCase()
    .max(L.email.max, msg.tooLong(L.email.max))
    // Spec §5's rule (a limited list of endings), as the form checks it while typing.
    .refine((s) => s === '' || isValidEmail(s), msg.email());

/** Empty, or at least 10 digits with phone punctuation (spec §5). */
const optionalPhone = () =>
  z
    .string({ error: typeError('must be a phone number') })
    .trim()
    .max(L.phone.max, msg.tooLong(L.phone.max))
    .refine(
      (s) => s === '' || (/^[\d\s().+x-]+$/.test(s) && s.replace(/\D/g, '').length >= 10),
      'must be a phone number with at least 10 digits',
    );

export const caseType = () =>
  z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5), z.literal(6)], {
    error: `must be a case type: ${CASE_TYPE_VALUES.join(', ')}`,
  }) satisfies z.ZodType<CaseType>;
/** Also accepts the form/query string form ('3'). */
export const caseTypeLoose = () =>
  z
    .union([z.number(), z.string().regex(/^\d$/).transform(Number)], {
      error: 'must be a case type: 1, 3, 4, 5 or 6',
    })
    .pipe(caseType());
export const purchaseKind = () =>
  z.enum(Object.keys(PURCHASE_KINDS) as [PurchaseKind, ...PurchaseKind[]], {
    error: "must be 'new' or 'resale'",
  });
export const caseStatus = () =>
  z.enum(CASE_STATUS_VALUES as [CaseStatus, ...CaseStatus[]], {
    error: `must be one of ${CASE_STATUS_VALUES.join(', ')}`,
  });

export const addressIn = z.object({
  street: text(L.street).default(''),
  unit: text(L.unit).default(''),
  city: text(L.city).default(''),
  state: text(L.state)
    .toUpperCase()
    .refine((s) => s === '' || /^[A-Z]{2}$/.test(s), 'must be a 2-letter state code')
    .default('CA'),
  zip: text(L.zip)
    .refine((s) => s === '' || ZIP_PATTERN.test(s), msg.zip())
    .default(''),
});

export const contactIn = z.object({
  name: line(L.clientName).default(''),
  email: optionalEmail().default(''),
  phone: optionalPhone().default(''),
  /** Free text: buyer, seller, borrower, tenant, landlord, spouse, attorney… */
  role: text(L.clientRole).default(''),
});

export const partyIn = z.object({
  company: text(L.company).default(''),
  officer: line(L.officer).default(''),
  phone: optionalPhone().default(''),
  email: optionalEmail().default(''),
});

export const otherSideIn = z.object({
  agentName: line(L.agentName).default(''),
  brokerage: text(L.brokerage).default(''),
  phone: optionalPhone().default(''),
  email: optionalEmail().default(''),
});

export const teamSplitRowIn = z.object({
  userId: z
    .union(
      [
        z.int(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ],
      {
        error: 'must be a user id',
      },
    )
    .pipe(z.int().min(1, 'must be a user id')),
  percent: percent2(),
});

/**
 * The case form as `saveDraft` takes it: every top-level key optional (absent = unchanged; null
 * clears a value); nested objects and lists replace the stored ones whole.
 */
export const caseFormIn = {
  address: addressIn.optional(),
  apn: text(L.apn).optional(),
  clients: list(contactIn, L.clients, 'clients').optional(),
  purchasePrice: amount({ max: L.money }).nullable().optional(),
  listPrice: amount({ max: L.money }).nullable().optional(),
  loanAmount: amount({ max: L.money }).nullable().optional(),
  monthlyRent: amount({ max: L.money }).nullable().optional(),
  acceptanceDate: typedDay().nullable().optional(),
  escrowOpenDate: typedDay().nullable().optional(),
  contingencyRemovalDate: typedDay().nullable().optional(),
  closeOfEscrowDate: typedDay().nullable().optional(),
  escrow: partyIn.optional(),
  title: partyIn.optional(),
  lender: partyIn.optional(),
  otherSide: otherSideIn.optional(),
  commissionPercent: percent4().nullable().optional(),
  commissionAmount: amount({ max: L.money }).nullable().optional(),
  referralFeePercent: percent4().nullable().optional(),
  teamSplit: list(teamSplitRowIn, L.teamSplit, 'team members').optional(),
  notes: text(L.notes).optional(),
};

const address = z.object({
  street: z.string(),
  unit: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
const contact = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
});
const party = z.object({
  company: z.string(),
  officer: z.string(),
  phone: z.string(),
  email: z.string(),
});
const dec = z.string().nullable();
const date = z.string().nullable();

export const caseDocument = z.object({
  id: z.int(),
  docType: z.string(),
  fileName: z.string(),
  mime: z.string(),
  size: z.int(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});

/** A case as `get` answers it. */
export const caseDetail = z.object({
  id: z.int(),
  caseNo: z.string(),
  type: caseType(),
  purchaseKind: purchaseKind().nullable(),
  status: caseStatus(),
  /** Bumped by every write; send it back with saveDraft to refuse a stale overwrite (409). */
  version: z.int(),
  ownerId: z.int(),
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  address,
  /** One line, for titles and lists. */
  addressLine: z.string(),
  /** Groups the case in the history pages (normalised address; '' while no address). */
  addressKey: z.string(),
  apn: z.string(),
  clients: z.array(contact),
  purchasePrice: dec,
  listPrice: dec,
  loanAmount: dec,
  monthlyRent: dec,
  acceptanceDate: date,
  escrowOpenDate: date,
  contingencyRemovalDate: date,
  closeOfEscrowDate: date,
  escrow: party,
  title: party,
  lender: party,
  otherSide: z.object({
    agentName: z.string(),
    brokerage: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  commissionPercent: dec,
  commissionAmount: dec,
  referralFeePercent: dec,
  teamSplit: z.array(z.object({ userId: z.int(), name: z.string(), percent: z.string() })),
  notes: z.string(),
  documents: z.array(caseDocument),
  /** What the caller may do now (the portal shows these buttons and nothing else). */
  canEdit: z.boolean(),
  /** An approved case's commission fields may be put right by the caller (before closing). */
  canFixCommission: z.boolean(),
  /** A closed case may be reopened by the caller to correct its commission. */
  canReopen: z.boolean(),
  transitions: z.array(z.object({ to: caseStatus(), label: z.string(), via: z.string() })),
});

/** One row of the case list (`search`) and of the history detail. */
export const caseRow = z.object({
  id: z.int(),
  caseNo: z.string(),
  type: caseType(),
  purchaseKind: purchaseKind().nullable(),
  status: caseStatus(),
  addressLine: z.string(),
  addressKey: z.string(),
  /** Client names joined by ', '. */
  clientNames: z.string(),
  /** The type's main amount: purchase / list price, loan amount or monthly rent. */
  price: dec,
  closeOfEscrowDate: date,
  ownerId: z.int(),
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
