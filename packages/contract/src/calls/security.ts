import { z } from 'zod';
import { LISTS } from '../meta/lists.js';
import {
  SECURITY_EVENT_KINDS,
  SIGN_IN_FAILURES,
  securityMeta,
  sessionMeta,
} from '../meta/security.js';
import { defineCallOf } from './define.js';
import { day, empty, id, nothing, paged } from './fields.js';
import { listRequest } from './list.js';

/** One open session of the caller, as the "Sessions and devices" card lists it. */
export const mySession = z.object({
  id: z.int(),
  /** "Chrome 131 on Windows"; empty when the session was opened before devices were kept. */
  device: z.string(),
  ip: z.string(),
  /** ISO instants by the app's clock. */
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this very call was made with. */
  current: z.boolean(),
});
export type MySession = z.infer<typeof mySession>;

/** One event of the security log: when, what, who, whom, from where and on what. */
export const securityEvent = z.object({
  id: z.int(),
  at: z.string(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  userId: z.int().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  subjectId: z.int().nullable(),
  subjectName: z.string().nullable(),
  ip: z.string(),
  device: z.string(),
  sessionId: z.int().nullable(),
  /** A failed sign-in's reason; null for every other kind. */
  reason: z.enum(SIGN_IN_FAILURES).nullable(),
  /** The rest of what was recorded (a method, a role's id, the address tried), as text pairs. */
  detail: z.record(z.string(), z.string()),
});
export type SecurityEvent = z.infer<typeof securityEvent>;

/** The filters of the log and of its CSV: a person (who acted or whom it concerned), kind, days. */
const filters = {
  userId: id().optional(),
  kind: z.enum(SECURITY_EVENT_KINDS).optional(),
  from: day().optional(),
  to: day().optional(),
};

export const session = {
  /** The caller's open sessions, the current one first, then the most recently used. */
  mine: defineCallOf(sessionMeta.mine, empty(), z.array(mySession)),
  /**
   * Ends one of the caller's sessions: it is refused from its next call on, in every server
   * process within the session cache's life. Ending the current one is a logout.
   */
  end: defineCallOf(sessionMeta.end, z.object({ id: id() }), nothing()),
};

export const security = {
  /** The log, newest first, by person, kind and business days; paged. */
  events: defineCallOf(
    securityMeta.events,
    listRequest(LISTS.security.events, filters),
    paged(securityEvent),
  ),
  /** The same filter as a CSV file (at most `SECURITY_EXPORT_MAX` events, the newest). */
  export: defineCallOf(
    securityMeta.export,
    z.object(filters),
    z.object({
      fileName: z.string(),
      mime: z.string(),
      contentBase64: z.string(),
      /** Events the filter matched beyond the file's limit (left out, the oldest). */
      leftOut: z.int(),
    }),
  ),
};
