import { type ApplicationKind, FIELD_LIMITS, type TextLimit } from '@bq/contract/meta';

const L = FIELD_LIMITS.application;

/** How a field is typed: each maps to one `shared/forms` field. */
export type FieldInput =
  | 'text'
  | 'textarea'
  | 'money'
  | 'phone'
  | 'int'
  | 'month'
  | 'select'
  /** A certified coach chosen by name or e-mail; the form holds their agent id. */
  | 'coach'
  /** One of the applicant's coach agreements, by its reference; it names its coach. */
  | 'agreement';

export interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly input: FieldInput;
  readonly required?: boolean;
  readonly help?: string;
  readonly options?: readonly { value: string; label: string }[];
}

export interface ApplyKind {
  readonly key: ApplicationKind;
  readonly title: string;
  /** Sections of the form, each a card of fields. */
  readonly sections: readonly { title: string; fields: readonly FieldSpec[] }[];
  /** Text limits by field name, from the contract (the form lets one type what the server takes). */
  readonly limits: Readonly<Record<string, TextLimit>>;
  /** Mentor is sent at once (`bq/beMentor/application`); the others may be kept as drafts. */
  readonly drafts: boolean;
}

export const WAGE_TYPE_TITLES = {
  agent: 'Agent',
  staff: 'Staff',
  market: 'Market service',
} as const;
export type WageType = keyof typeof WAGE_TYPE_TITLES;
export const isWageType = (value: unknown): value is WageType =>
  typeof value === 'string' && Object.hasOwn(WAGE_TYPE_TITLES, value);

/** One wording of the states for both sides of the area. */
export { STATUS_TITLES } from '../detail/kinds';

const note: FieldSpec = { name: 'note', label: 'Note', input: 'textarea' };
const period: FieldSpec = {
  name: 'period',
  label: 'Period',
  input: 'month',
  required: true,
  help: 'The month, as YYYY-MM',
};
const amount: FieldSpec = { name: 'amount', label: 'Amount', input: 'money', required: true };

/** W-9 federal tax classifications (line 3). */
const TAX_CLASSIFICATIONS = [
  'Individual/sole proprietor',
  'C corporation',
  'S corporation',
  'Partnership',
  'Trust/estate',
  'Limited liability company',
].map((value) => ({ value, label: value }));

/** Every kind's form as data; the names are the contract's form fields. */
export const APPLY_KINDS: Record<ApplicationKind, ApplyKind> = {
  tutor: {
    key: 'tutor',
    title: 'Tutoring',
    drafts: true,
    limits: { topic: L.topic, note: L.note },
    sections: [
      {
        title: 'Tutoring',
        fields: [
          { name: 'topic', label: 'Topic', input: 'text', required: true },
          {
            name: 'coachAgentId',
            label: 'Coach',
            input: 'coach',
            help: 'Leave empty to let the office choose a coach',
          },
          note,
        ],
      },
    ],
  },
  wages: {
    key: 'wages',
    title: 'Wages',
    drafts: true,
    limits: { note: L.note },
    sections: [{ title: 'Wages', fields: [period, amount, note] }],
  },
  entry: {
    key: 'entry',
    title: 'Entry',
    drafts: true,
    limits: {
      legalName: L.name,
      phone: FIELD_LIMITS.common.phone,
      personalEmail: FIELD_LIMITS.common.email,
      address: L.address,
      licenseNo: L.licenseNo,
      licenseState: L.state,
      tinLast4: { max: 4 },
      emergencyName: L.name,
      emergencyPhone: FIELD_LIMITS.common.phone,
      emergencyRelation: L.relation,
    },
    sections: [
      {
        title: 'Personal details',
        fields: [
          { name: 'legalName', label: 'Legal name', input: 'text', required: true },
          { name: 'phone', label: 'Phone', input: 'phone', required: true },
          { name: 'personalEmail', label: 'Personal e-mail', input: 'text', required: true },
          { name: 'address', label: 'Home address', input: 'text' },
        ],
      },
      {
        title: 'Licence',
        fields: [
          { name: 'licenseNo', label: 'Licence number', input: 'text' },
          { name: 'licenseState', label: 'Licence state', input: 'text', help: 'Two letters' },
        ],
      },
      {
        title: 'W-9',
        fields: [
          {
            name: 'taxClassification',
            label: 'Tax classification',
            input: 'select',
            required: true,
            options: TAX_CLASSIFICATIONS,
          },
          {
            name: 'tinLast4',
            label: 'TIN, last 4 digits',
            input: 'text',
            required: true,
            help: 'Only the last four digits are kept',
          },
        ],
      },
      {
        title: 'Emergency contact',
        fields: [
          { name: 'emergencyName', label: 'Contact name', input: 'text', required: true },
          { name: 'emergencyPhone', label: 'Contact phone', input: 'phone', required: true },
          { name: 'emergencyRelation', label: 'Relation', input: 'text' },
        ],
      },
    ],
  },
  'coach-cost': {
    key: 'coach-cost',
    title: 'Coach cost',
    drafts: true,
    limits: { agreementRef: L.agreementRef, note: L.note },
    sections: [
      {
        title: 'Coaching fee',
        fields: [
          { name: 'agreementRef', label: 'Coach agreement', input: 'agreement', required: true },
          { name: 'coachAgentId', label: 'Coach', input: 'coach', required: true },
          period,
          amount,
          note,
        ],
      },
    ],
  },
  vendor: {
    key: 'vendor',
    title: 'Vendor payment',
    drafts: true,
    limits: {
      vendorName: L.vendorName,
      service: L.service,
      invoiceRef: L.invoiceRef,
      note: L.note,
    },
    sections: [
      {
        title: 'Payment to a vendor',
        fields: [
          { name: 'vendorName', label: 'Vendor', input: 'text', required: true },
          { name: 'service', label: 'Service', input: 'text', required: true },
          amount,
          { name: 'invoiceRef', label: 'Invoice number', input: 'text', required: true },
          note,
        ],
      },
    ],
  },
  mentor: {
    key: 'mentor',
    title: 'Become a mentor',
    drafts: false,
    limits: { reason: L.reason },
    sections: [
      {
        title: 'Become a mentor',
        fields: [
          { name: 'reason', label: 'Why you want to mentor', input: 'textarea', required: true },
          { name: 'yearsLicensed', label: 'Years licensed', input: 'int', required: true },
        ],
      },
    ],
  },
};

export const fieldsOf = (kind: ApplyKind): FieldSpec[] =>
  kind.sections.flatMap((section) => section.fields);

/** The title of a row or page: wages name their salary type. */
export function titleOf(kind: ApplicationKind, wageType?: string): string {
  if (kind === 'wages' && isWageType(wageType)) return `Wages (${WAGE_TYPE_TITLES[wageType]})`;
  return APPLY_KINDS[kind].title;
}
