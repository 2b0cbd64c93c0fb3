/**
 * Message templates: one per event, each with a channel, the named variables it may use
 * and a version per language (1 Chinese, 2 English). Pure and zod-free: the server renders mail
 * and letters with it, the portal's editor previews and checks with the same functions.
 */

export const TEMPLATE_CHANNELS = ['email', 'station'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

export interface TemplateEvent {
  name: string;
  /** Where it goes unless the person chooses otherwise. */
  channel: TemplateChannel;
  /** The office requires its own channel: a person may add the other one, never drop this one. */
  mandatory: boolean;
  /** The variables the event fills in; any other `{name}` in a text is refused. */
  variables: readonly string[];
}

/** The events that tell people something; later areas add theirs here. */
export const TEMPLATE_EVENTS = {
  'verification-code': {
    name: 'Verification code',
    channel: 'email',
    mandatory: true,
    variables: ['userName', 'code', 'minutes'],
  },
  'password-changed': {
    name: 'Password changed',
    channel: 'email',
    mandatory: true,
    variables: ['userName'],
  },
  'application-decided': {
    name: 'Application decided',
    channel: 'station',
    mandatory: true,
    variables: ['agentName', 'applicationNo', 'applicationKind', 'decision', 'reason'],
  },
  'license-reminder': {
    name: 'Licence expiry reminder',
    channel: 'station',
    mandatory: true,
    variables: ['agentName', 'licenseNo', 'expiresOn', 'daysLeft'],
  },
  'case-submitted': {
    name: 'Case submitted',
    channel: 'station',
    mandatory: false,
    variables: ['agentName', 'caseNo'],
  },
  'course-seat': {
    name: 'Course seat',
    channel: 'station',
    mandatory: false,
    variables: ['agentName', 'courseTitle'],
  },
  // A buyer's order moved on: paid, a payment not accepted, shipped or picked up, a
  // refund decided, expired unpaid. `update` is the order history's own line.
  'order-update': {
    name: 'Order update',
    channel: 'station',
    mandatory: false,
    variables: ['agentName', 'orderReference', 'update'],
  },
  // A person's pay statement was paid: the money went
  // out, confirmed by finance with the bank's reference.
  'statement-paid': {
    name: 'Pay statement paid',
    channel: 'station',
    mandatory: false,
    variables: ['agentName', 'month', 'amount'],
  },
  // An outside visitor's registration from the public hall (double opt-in): held only once the
  // link is clicked. A second mail says the address was already registered, and nothing changed.
  'course-registration-confirm': {
    name: 'Course registration: confirm',
    channel: 'email',
    mandatory: true,
    variables: ['userName', 'courseTitle', 'confirmLink', 'cancelLink', 'hours'],
  },
  // A group mail sent with the office's template rather than a text of its own. It is
  // the one event a person may turn off altogether: a member who does is skipped and counted.
  'group-mail': {
    name: 'Group mail',
    channel: 'email',
    mandatory: false,
    variables: ['userName', 'groupName', 'senderName'],
  },
  // The nightly reconciliation found figures that do not tie out: finance hears of each new set of
  // differences once a day, by e-mail (the office requires it: a ledger that does not add up is
  // never left unread).
  'ledger-difference': {
    name: 'Ledger difference found',
    channel: 'email',
    mandatory: true,
    variables: ['agentName', 'count', 'summary'],
  },
  'course-registration-known': {
    name: 'Course registration: already registered',
    channel: 'email',
    mandatory: true,
    variables: ['userName', 'courseTitle', 'cancelLink'],
  },
} as const satisfies Record<string, TemplateEvent>;

export type TemplateCode = keyof typeof TEMPLATE_EVENTS;

/** What the editor's preview fills in. */
export const TEMPLATE_SAMPLE_VALUES: Readonly<Record<string, string>> = {
  userName: 'Alex Agent',
  agentName: 'Alex Agent',
  code: '482913',
  minutes: '10',
  applicationKind: 'Tutoring',
  decision: 'approved',
  reason: 'Comment: all documents are in order',
  applicationNo: '42',
  licenseNo: '01234567',
  expiresOn: '03/31/2027',
  daysLeft: '30',
  caseNo: 'BQ-2026-000123',
  courseTitle: 'Contracts 101',
  confirmLink: 'https://portal.example/#/bq-institute-tourist/confirm/SAMPLE',
  cancelLink: 'https://portal.example/#/bq-institute-tourist/cancel/SAMPLE',
  hours: '24',
  orderReference: 'BQ-261127-0042',
  update: 'Shipped: Business cards, 250 (UPS 1Z999)',
  groupName: 'Irvine office',
  senderName: 'Ada Admin',
  month: '2026-11',
  amount: '$10,250.00',
  count: '1',
  summary: 'Cash (USD): kept -$1,200.00, lines -$1,207.00, difference $7.00',
};

const VARIABLE = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The `{name}` variables a text uses, each once, in order. */
export function templateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1] as string))];
}

/** The variables of a text the event does not fill in. */
export function unknownVariables(text: string, known: readonly string[]): string[] {
  return templateVariables(text).filter((name) => !known.includes(name));
}

/** The sentence a refused text gets, under its field. */
export function unknownVariablesMessage(unknown: readonly string[], known: readonly string[]) {
  const list = unknown.map((v) => `{${v}}`).join(', ');
  return `uses ${list}, which this message does not fill in; it can use ${known
    .map((v) => `{${v}}`)
    .join(', ')}`;
}

/** Fills each `{name}` with its value; a name without one is left as written. */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : whole,
  );
}

/**
 * How a person gets an event's messages: in the portal, by e-mail, both, or (only for a message
 * the office does not require) not at all.
 */
export const DELIVERY_CHOICES = ['station', 'email', 'both', 'none'] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];

/** Whether a choice keeps what the office requires of the event. */
export const allowsDelivery = (event: TemplateEvent, choice: DeliveryChoice) =>
  !event.mandatory || choice === 'both' || choice === event.channel;
