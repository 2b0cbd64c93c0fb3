import {
  type Contract,
  type ParsedRequestOf,
  SECURITY_EVENT_LABELS,
  SECURITY_EXPORT_MAX,
  type SecurityEvent,
  SIGN_IN_FAILURES,
  type SignInFailure,
} from '@bq/contract';
import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  businessDayEndSql,
  businessDayStartSql,
  businessStamp,
  businessWallClock,
} from '../../clock/business-clock.js';
import type { Db } from '../../db/index.js';
import { countAndPage, countWhere } from '../../db/query-helpers.js';
import { securityEvents, users } from '../../db/schema.js';
import { CSV_MIME, csvDocument } from '../../export/csv.js';

type Filters = Omit<ParsedRequestOf<Contract['security']['events']>, 'pageNum' | 'pageSize'>;

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

const columns = {
  id: securityEvents.id,
  at: securityEvents.at,
  kind: securityEvents.kind,
  userId: securityEvents.userId,
  userName: actor.name,
  userEmail: actor.email,
  subjectId: securityEvents.subjectId,
  subjectName: subject.name,
  ip: securityEvents.ip,
  device: securityEvents.device,
  sessionId: securityEvents.sessionId,
  detail: securityEvents.detail,
};

/** A person is found as whoever acted and as whom it concerned (an ended session, a role given). */
function whereOf(f: Partial<Filters>): SQL | undefined {
  return and(
    f.userId === undefined
      ? undefined
      : or(eq(securityEvents.userId, f.userId), eq(securityEvents.subjectId, f.userId)),
    f.kind === undefined ? undefined : eq(securityEvents.kind, f.kind),
    f.from === undefined ? undefined : gte(securityEvents.at, businessDayStartSql(f.from)),
    f.to === undefined ? undefined : lt(securityEvents.at, businessDayEndSql(f.to)),
  );
}

const select = (db: Db, where: SQL | undefined, limit: number, offset = 0) =>
  db
    .select(columns)
    .from(securityEvents)
    .leftJoin(actor, eq(actor.id, securityEvents.userId))
    .leftJoin(subject, eq(subject.id, securityEvents.subjectId))
    .where(where)
    .orderBy(desc(securityEvents.id))
    .limit(limit)
    .offset(offset);

type Stored = Awaited<ReturnType<typeof select>>[number];

export function eventOf(row: Stored): SecurityEvent {
  const { reason, ...rest } = row.detail;
  const known = SIGN_IN_FAILURES as readonly unknown[];
  return {
    ...row,
    at: row.at.toISOString(),
    reason: known.includes(reason) ? (reason as SignInFailure) : null,
    detail: Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
  };
}

/** The log for administrators: newest first, by person, kind and business days. */
export async function queryEvents(
  db: Db,
  input: ParsedRequestOf<Contract['security']['events']>,
): Promise<{ total: number; list: SecurityEvent[] }> {
  const where = whereOf(input);
  return countAndPage(
    input,
    () => countWhere(db, securityEvents, where),
    async (limit, offset) => (await select(db, where, limit, offset)).map(eventOf),
  );
}

const HEADER = [
  'Time (California)',
  'Event',
  'Reason',
  'Person',
  'E-mail',
  'Concerning',
  'Address',
  'Device',
  'Session',
  'Detail',
];

/**
 * The same filter as a CSV file, the newest `SECURITY_EXPORT_MAX` events. Every cell goes through
 * the one CSV writer (export/csv.ts), so a device label or an address typed to look like a
 * formula is shown, never run, by a spreadsheet.
 */
export async function exportEvents(db: Db, filters: Partial<Filters>, now: Date) {
  const where = whereOf(filters);
  const total = await countWhere(db, securityEvents, where);
  const rows = (await select(db, where, SECURITY_EXPORT_MAX)).map(eventOf);
  const records = rows.map((e) => [
    businessWallClock(new Date(e.at)).replace('T', ' '),
    SECURITY_EVENT_LABELS[e.kind].en,
    e.reason ?? '',
    e.userName ?? (e.userId === null ? '' : `#${e.userId}`),
    e.userEmail ?? e.detail.email ?? '',
    e.subjectName ?? (e.subjectId === null ? '' : `#${e.subjectId}`),
    e.ip,
    e.device,
    e.sessionId,
    Object.entries(e.detail)
      .filter(([k]) => k !== 'email')
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
  ]);
  return {
    fileName: `security-log-${businessStamp(now)}.csv`,
    mime: CSV_MIME,
    contentBase64: Buffer.from(csvDocument([HEADER, ...records]), 'utf8').toString('base64'),
    leftOut: Math.max(0, total - rows.length),
  };
}
