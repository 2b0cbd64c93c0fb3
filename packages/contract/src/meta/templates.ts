/**
 * Message templates (issue 13): one per event, each with a channel, the named variables it may use
 * and a version per language (1 Chinese, 2 English). Pure and zod-free: the server renders mail
 * and letters with it, the portal's editor previews and checks with the same functions.
 */

export const TEMPLATE_CHANNELS = ['email', 'station'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

export interface TemplateEvent {
  name: string;
  channel: TemplateChannel;
  /** The variables the event fills in; any other `{name}` in a text is refused. */
  variables: readonly string[];
}

/** The events that tell people something; later areas add theirs here. */
export const TEMPLATE_EVENTS = {
  'verification-code': {
    name: 'Verification code',
    channel: 'email',
    variables: ['userName', 'code', 'minutes'],
  },
  'password-changed': { name: 'Password changed', channel: 'email', variables: ['userName'] },
  'application-decided': {
    name: 'Application decided',
    channel: 'station',
    variables: ['agentName', 'applicationKind', 'decision', 'reason'],
  },
  'license-reminder': {
    name: 'Licence expiry reminder',
    channel: 'station',
    variables: ['agentName', 'licenseNo', 'expiresOn', 'daysLeft'],
  },
  'case-submitted': {
    name: 'Case submitted',
    channel: 'station',
    variables: ['agentName', 'caseNo'],
  },
  'course-seat': {
    name: 'Course seat',
    channel: 'station',
    variables: ['agentName', 'courseTitle'],
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
  decision: 'passed',
  reason: 'All documents are in order',
  licenseNo: '01234567',
  expiresOn: '03/31/2027',
  daysLeft: '30',
  caseNo: 'BQ-2026-000123',
  courseTitle: 'Contracts 101',
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
