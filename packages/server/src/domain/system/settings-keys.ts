import { MODULE_IDS, SETTINGS, type SettingKey } from '@bq/contract';
import { moneyToDecimal, readRoutingNumber, safeParseMoney } from '@bq/validators';
import type { Config } from '../../config.js';

/**
 * The runtime settings: how each key's text is checked and read, and which
 * field of the environment's Config is its default. A value is stored as text in its one form
 * (`5000.00`, `7`), so the change log compares and shows it as typed into the page.
 */
export interface SettingValues {
  'mail.from': string;
  'uploads.caseDocumentMaxMb': number;
  'payroll.secondPersonAbove': string;
  'ledger.correctionSecondPersonAbove': string;
  'cases.reopenBy': string;
  'refunds.secondPersonAbove': string;
  'cda.secondPersonAbove': string;
  'cda.paymentInstructions': string;
  'messages.letterHourlyLimit': number;
  'ach.immediateDestination': string;
  'ach.destinationName': string;
  'ach.immediateOrigin': string;
  'ach.companyName': string;
  'ach.companyId': string;
  'auth.twoStepRoles': string;
}

interface Def<T> {
  /** The value's stored form, or a message saying what fits (thrown as the field's refusal). */
  parse(raw: string): { ok: true; value: T; text: string } | { ok: false; message: string };
  fromConfig(config: Config): T;
  show(value: T): string;
}

const wholeNumber =
  (min: number, max: number): Def<number>['parse'] =>
  (raw) => {
    const text = raw.trim();
    if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max)
      return { ok: false, message: `must be a whole number from ${min} to ${max}` };
    return { ok: true, value: Number(text), text: String(Number(text)) };
  };

// `Name <address>` or a bare address; the name may not hold what would break the header.
const NAMED = /^([^<>"\r\n]{1,100}?)\s*<([^<>\s]+)>$/;
// The sender's own address: any host name (the spec's list of endings is for people's addresses;
// the office may send from an internal or reserved domain such as bq.example).
const ADDRESS =
  /^[^\s@<>"(),;:]{1,64}@(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
function mailFrom(raw: string): ReturnType<Def<string>['parse']> {
  const text = raw.trim();
  const named = NAMED.exec(text);
  const address = named ? named[2] : text;
  if (!address || !ADDRESS.test(address))
    return {
      ok: false,
      message:
        'must be an e-mail address (no-reply@bq.example) or a name and address (BQ Portal <no-reply@bq.example>)',
    };
  return { ok: true, value: text, text: named ? `${named[1]?.trim()} <${address}>` : address };
}

function dollarsAboveZero(raw: string): ReturnType<Def<string>['parse']> {
  const read = safeParseMoney(raw.trim().replace(/^\$/, '').replaceAll(',', ''), 'USD');
  if (!read.ok || read.money.minor <= 0n)
    return {
      ok: false,
      message: 'must be a dollar amount above zero, to the cent, such as 5000.00',
    };
  const text = moneyToDecimal(read.money);
  return { ok: true, value: text, text };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: one line of print is the point
const NOT_ONE_LINE = /[\u0000-\u001F\u007F\u0085\u2028\u2029]/;

/** One line of text (it is printed on a document as typed), 10 to 500 characters. */
function oneLine(raw: string): ReturnType<Def<string>['parse']> {
  const text = raw.trim();
  if (text.length < 10 || text.length > 500 || NOT_ONE_LINE.test(text))
    return { ok: false, message: 'must be one line of 10 to 500 characters' };
  return { ok: true, value: text, text };
}

function routingNumber(raw: string): ReturnType<Def<string>['parse']> {
  const read = readRoutingNumber(raw);
  if (!read.ok) return { ok: false, message: read.reason };
  return { ok: true, value: read.digits, text: read.digits };
}

/**
 * A field of the bank file: upper-case letters, digits, spaces and `&-.,'` (what every bank
 * accepts in a NACHA record), 1 to `max` characters, or exactly `max` when `exact`.
 */
const fileText =
  (max: number, exact = false): Def<string>['parse'] =>
  (raw) => {
    const text = raw.trim().toUpperCase();
    const sized = exact ? text.length === max : text.length >= 1 && text.length <= max;
    if (!sized || !/^[A-Z0-9 &\-.,']+$/.test(text))
      return {
        ok: false,
        message: exact
          ? `must be ${max} letters or digits`
          : `must be 1 to ${max} letters, digits, spaces or &-.,'`,
      };
    return { ok: true, value: text, text };
  };

/** Module names as MODULE_IDS spells them, comma-separated, at least one, each known. */
function moduleNames(raw: string): ReturnType<Def<string>['parse']> {
  const names = [
    ...new Set(
      raw
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== ''),
    ),
  ];
  const unknown = names.filter((n) => !Object.hasOwn(MODULE_IDS, n));
  if (names.length === 0 || unknown.length > 0)
    return {
      ok: false,
      message: `must be module names separated by commas, such as financial/corrections, userroles/usermgt${unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''}`,
    };
  const text = names.join(', ');
  return { ok: true, value: text, text };
}

/**
 * Role names, comma-separated, or `none`. Roles are the office's own rows, so a name is not
 * checked against them here (a role renamed later simply stops matching); it is compared without
 * regard to case.
 */
function roleNames(raw: string): ReturnType<Def<string>['parse']> {
  const names = [
    ...new Set(
      raw
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== ''),
    ),
  ];
  if (names.length === 0 || names.some((n) => n.length > 100))
    return {
      ok: false,
      message: 'must be role names separated by commas, such as Finance, Administrator, or none',
    };
  if (names.some((n) => n.toLowerCase() === 'none'))
    return names.length === 1
      ? { ok: true, value: 'none', text: 'none' }
      : { ok: false, message: 'must be either none or role names, not both' };
  const text = names.join(', ');
  return { ok: true, value: text, text };
}

/** The role names a `auth.twoStepRoles` value names, lower-cased (none: empty). */
export const twoStepRoleNames = (value: string): string[] =>
  value === 'none'
    ? []
    : value
        .split(',')
        .map((n) => n.trim().toLowerCase())
        .filter((n) => n !== '');

/** The module ids a `cases.reopenBy` value names. */
export const reopenModuleIds = (value: string): string[] =>
  value
    .split(',')
    .map((n) => n.trim())
    .filter((n): n is keyof typeof MODULE_IDS => Object.hasOwn(MODULE_IDS, n))
    .map((n) => MODULE_IDS[n]);

export const SETTING_DEFS: { [K in SettingKey]: Def<SettingValues[K]> } = {
  'mail.from': { parse: mailFrom, fromConfig: (c) => c.mailFrom, show: (v) => v },
  'uploads.caseDocumentMaxMb': {
    // The contract's multipart limit (10 MB) is the ceiling: the stream is cut there anyway.
    parse: wholeNumber(1, 10),
    fromConfig: (c) => c.caseDocumentMaxMb,
    show: String,
  },
  'payroll.secondPersonAbove': {
    parse: dollarsAboveZero,
    fromConfig: (c) => c.payrollSecondPersonAbove,
    show: (v) => v,
  },
  'ledger.correctionSecondPersonAbove': {
    parse: dollarsAboveZero,
    fromConfig: (c) => c.ledgerCorrectionSecondPersonAbove,
    show: (v) => v,
  },
  'cases.reopenBy': { parse: moduleNames, fromConfig: (c) => c.caseReopenBy, show: (v) => v },
  'refunds.secondPersonAbove': {
    parse: dollarsAboveZero,
    fromConfig: (c) => c.refundSecondPersonAbove,
    show: (v) => v,
  },
  'cda.secondPersonAbove': {
    parse: dollarsAboveZero,
    fromConfig: (c) => c.cdaSecondPersonAbove,
    show: (v) => v,
  },
  'cda.paymentInstructions': {
    parse: oneLine,
    fromConfig: (c) => c.cdaPaymentInstructions,
    show: (v) => v,
  },
  'messages.letterHourlyLimit': {
    parse: wholeNumber(1, 10_000),
    fromConfig: (c) => c.letterHourlyLimit,
    show: String,
  },
  'ach.immediateDestination': {
    parse: routingNumber,
    fromConfig: (c) => c.ach.immediateDestination,
    show: (v) => v,
  },
  'ach.destinationName': {
    parse: fileText(23),
    fromConfig: (c) => c.ach.destinationName,
    show: (v) => v,
  },
  'ach.immediateOrigin': {
    parse: routingNumber,
    fromConfig: (c) => c.ach.immediateOrigin,
    show: (v) => v,
  },
  'ach.companyName': {
    parse: fileText(16),
    fromConfig: (c) => c.ach.companyName,
    show: (v) => v,
  },
  'ach.companyId': {
    parse: fileText(10, true),
    fromConfig: (c) => c.ach.companyId,
    show: (v) => v,
  },
  'auth.twoStepRoles': { parse: roleNames, fromConfig: (c) => c.twoStepRoles, show: (v) => v },
};

/** Checks a value typed for a key: its stored form, or the refusal's message. */
export function parseSetting<K extends SettingKey>(key: K, raw: string) {
  return (SETTING_DEFS[key] as Def<SettingValues[K]>).parse(raw);
}

export const settingLabel = (key: SettingKey) => SETTINGS[key].label;
