/**
 * The words people read for a field the server names by path (`clients.0.email` → "Client 1
 * e-mail"), so a refusal shown outside the form never shows a developer's path.
 */

/** Keys whose plain reading is not their camelCase split. */
const KEY_LABELS: Readonly<Record<string, string>> = {
  email: 'e-mail',
  zip: 'ZIP code',
  apn: 'APN',
  state: 'state',
  wechat: 'WeChat',
  oldPassword: 'current password',
  newPassword: 'new password',
  receiverIds: 'receivers',
  ids: 'selection',
  moduleIds: 'permissions',
  contentBase64: 'file',
  mime: 'file type',
  docType: 'document type',
  caseNo: 'case number',
  pageNum: 'page',
  sortBy: 'sort',
  sortField: 'sort',
  dateFrom: 'from date',
  dateTo: 'to date',
  percent: 'share',
  userId: 'agent',
  dutyId: 'duty',
  parentId: 'region',
  subject1: 'Chinese subject',
  body1: 'Chinese text',
  subject2: 'English subject',
  body2: 'English text',
  roleId: 'role',
  id: 'record',
  tinLast4: 'TIN (last 4 digits)',
  invoiceRef: 'invoice reference',
  agreementRef: 'agreement reference',
  licenseNo: 'license number',
  delegateId: 'colleague',
  coachAgentId: 'coach',
  applicationId: 'application',
  // A listing's RESO names, as the editor labels its fields.
  UnparsedAddress: 'street address',
  UnitNumber: 'unit',
  City: 'city',
  StateOrProvince: 'state',
  PostalCode: 'ZIP code',
  ListPrice: 'list price',
  BedroomsTotal: 'bedrooms',
  BathroomsTotalInteger: 'bathrooms',
  BathroomsHalf: 'half baths',
  LivingArea: 'living area',
  LotSizeArea: 'lot size',
  YearBuilt: 'year built',
  PublicRemarksEn: 'description (English)',
  PublicRemarksZh: 'description (Chinese)',
  PropertyType: 'property type',
  Features: 'features',
  topN: 'how many winners',
};

/** Groups of the case form: their label leads the labels of their fields. */
const GROUP_LABELS: Readonly<Record<string, string>> = {
  address: '',
  clients: 'client',
  escrow: 'escrow',
  title: 'title',
  lender: 'lender',
  otherSide: 'other side',
  teamSplit: 'team member',
  /** The generic application draft nests its kind's form. */
  form: '',
  /** A new case's first save nests the case form (`tranCase.create`). */
  draft: '',
};

const words = (key: string) =>
  KEY_LABELS[key] ??
  key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/\bId$/, 'id')
    .toLowerCase();

/** `clients.0.email` → "Client 1 e-mail"; `address.zip` → "ZIP code"; `(body)` → "The request". */
export function fieldLabel(path: string): string {
  if (path === '' || path === '(body)') return 'The request';
  const parts = path.split('.');
  const out: string[] = [];
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    if (/^\d+$/.test(part)) out.push(String(Number(part) + 1));
    else if (!last && part in GROUP_LABELS) out.push(GROUP_LABELS[part] as string);
    else out.push(words(part));
  });
  const label = out.filter(Boolean).join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
