import { meta } from './define.js';

/** The guest token's default value; the server's GUEST_TOKEN overrides it. */
export const DEFAULT_GUEST_TOKEN = 'bq-guest-token';

/**
 * What pages without a login need, in a module of their own: the public course hall imports its
 * calls from `@bq/contract/meta/public`, so its first load carries no other family's meta.
 */
export const hallMeta = {
  hallList: meta(
    'bq/course/hallList',
    'public',
    'Published courses for the hall, soonest first session first; search by title (both languages) or tag.',
  ),
  hallDetail: meta(
    'bq/course/hallDetail',
    'public',
    'One published course with its lecturers and sessions; 404 for any other status.',
  ),
  ics: meta(
    'bq/course/ics',
    'public',
    "A published course's sessions as an iCalendar file (base64).",
    'query',
    'GET',
  ),
} as const;

export const certificateMeta = {
  verify: meta(
    'bq/certificate/verify',
    'public',
    "Check a certificate's code: whose it is, for which course and when, or that it is unknown.",
  ),
  pdf: meta(
    'bq/certificate/pdf',
    'user',
    'The certificate of completion as a PDF (base64): its holder, or college management.',
  ),
} as const;

export const outsidersMeta = {
  regis: meta(
    'bq/outsiders/regis',
    'public',
    'An outside visitor registers for a published free course (name, e-mail, phone): a seat or the waitlist.',
    'json',
  ),
} as const;
