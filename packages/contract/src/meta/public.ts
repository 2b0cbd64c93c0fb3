import { meta } from './define.js';

/** The guest token's default value; the server's GUEST_TOKEN overrides it. */
export const DEFAULT_GUEST_TOKEN = 'bq-guest-token';

/**
 * What pages without a login need, in a module of their own: the public course hall imports its
 * calls from `@bq/contract/meta/public`, so its first load carries no other family's meta.
 */
export const hallMeta = {
  hallList: meta('bq/course/hallList', 'public'),
  hallDetail: meta('bq/course/hallDetail', 'public'),
  ics: meta('bq/course/ics', 'public', 'query', 'GET'),
} as const;

export const certificateMeta = {
  verify: meta('bq/certificate/verify', 'public'),
  pdf: meta('bq/certificate/pdf', 'user'),
} as const;

export const outsidersMeta = {
  regis: meta('bq/outsiders/regis', 'public', 'json'),
  // The two links of the confirmation mail: whoever holds the mail holds the registration.
  confirm: meta('bq/outsiders/confirm', 'public'),
  cancel: meta('bq/outsiders/cancel', 'public'),
} as const;

/** The unsubscribe link of a marketing mail: works without a login. */
export const mailOptOutMeta = {
  unsubscribeCheck: meta('bq/mailList/unsubscribeCheck', 'public'),
  unsubscribe: meta('bq/mailList/unsubscribe', 'public'),
} as const;
