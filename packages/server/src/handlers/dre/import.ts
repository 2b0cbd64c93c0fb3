import { FIELD_LIMITS } from '@bq/contract';
import { parse } from 'csv-parse';
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Ctx, SessionUser } from '../../context.js';
import type { Tx } from '../../db/index.js';
import { agents, users } from '../../db/schema.js';
import { dreRecords } from '../../db/schema-dre.js';
import type { Act } from '../../domain/shared/act.js';
import { badInput, fieldRefused } from '../../envelope.js';
import { fileTooLarge, multipartRefusal } from '../../files/multipart.js';
import { applyDreMatch, nameKey } from './match.js';

/** Header names of the public licence list, and the spellings seen in its exports. */
const COLUMNS: Record<string, 'licenseId' | 'name' | 'licenseType' | 'licenseStatus' | 'expiry'> = {
  'license id': 'licenseId',
  'licence id': 'licenseId',
  'license number': 'licenseId',
  'lic number': 'licenseId',
  name: 'name',
  'licensee name': 'name',
  type: 'licenseType',
  'license type': 'licenseType',
  'licence type': 'licenseType',
  status: 'licenseStatus',
  'license status': 'licenseStatus',
  'licence status': 'licenseStatus',
  expiry: 'expiry',
  'expiration date': 'expiry',
  'expiry date': 'expiry',
  expires: 'expiry',
};

const LIMITS = FIELD_LIMITS.dre;
const MAX_SKIPPED_SHOWN = 50;
const CHUNK = 500;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

interface Row {
  line: number;
  licenseId: string;
  name: string;
  licenseType: string;
  licenseStatus: string;
  expiresOn: string | null;
}

/** `YYYY-MM-DD` or the list's `MM/DD/YYYY`; anything else is refused, not guessed. */
export function expiryDay(raw: string): string | null | undefined {
  const s = raw.trim();
  if (!s) return null;
  let iso: string | undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) iso = s;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (us) iso = `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}`;
  if (!iso) return undefined;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : undefined;
}

function toRow(line: number, rec: Record<string, string>): Row | string {
  const licenseId = (rec.licenseId ?? '').trim();
  const name = (rec.name ?? '').trim().replace(/\s+/g, ' ');
  const values = [
    licenseId,
    name,
    rec.licenseType ?? '',
    rec.licenseStatus ?? '',
    rec.expiry ?? '',
  ];
  if (values.some((v) => CONTROL.test(v))) return 'contains control characters';
  if (!licenseId || licenseId.length > LIMITS.licenseId.max)
    return `licence id is empty or longer than ${LIMITS.licenseId.max}`;
  if (!name || name.length > LIMITS.name.max)
    return `name is empty or longer than ${LIMITS.name.max}`;
  const licenseType = (rec.licenseType ?? '').trim();
  const licenseStatus = (rec.licenseStatus ?? '').trim();
  if (licenseType.length > LIMITS.name.max || licenseStatus.length > LIMITS.name.max)
    return `type or status is longer than ${LIMITS.name.max}`;
  const expiresOn = expiryDay(rec.expiry ?? '');
  if (expiresOn === undefined) return 'expiry is not a date (YYYY-MM-DD or MM/DD/YYYY)';
  return {
    line,
    licenseId,
    name,
    licenseType,
    licenseStatus,
    expiresOn,
  };
}

/** The header row → our field names; a list without licence id and name is not a licence list. */
function headerColumns(header: string[]) {
  const names = header.map(
    (h) =>
      COLUMNS[
        h
          .toLowerCase()
          .replace(/[_\s]+/g, ' ')
          .trim()
      ] ?? false,
  );
  if (!names.includes('licenseId') || !names.includes('name')) {
    throw new Error('the header row must name the licence id and name columns');
  }
  return names;
}

/** Reads the CSV part as it streams in; every row is checked, bad rows are reported, not fatal. */
async function readRows(ctx: Ctx<SessionUser>) {
  const file = ctx.file;
  if (!file) throw fieldRefused('file', 'is required');
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    // Each record with a snapshot of the parser's position: the line a refused row is on.
    info: true,
    columns: headerColumns,
  });
  // pipe() does not carry the source's error on: a body cut off mid-file (its stream destroyed
  // before this line, even) would leave the parser waiting for ever. Not pipeline(): a refused CSV
  // must not destroy the part, whose rest is drained after the answer (finishUpload).
  const cutOff = (error: Error) => parser.destroy(error);
  if (file.stream.errored) cutOff(file.stream.errored);
  else file.stream.once('error', cutOff).pipe(parser);
  const byLicence = new Map<string, Row>();
  const skipped: { line: number; reason: string }[] = [];
  let rows = 0;
  try {
    for await (const { record: rec, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      rows += 1;
      const line = info.lines;
      const row = toRow(line, rec);
      if (typeof row === 'string') {
        if (skipped.length < MAX_SKIPPED_SHOWN) skipped.push({ line, reason: row });
        continue;
      }
      // A licence listed twice: the later line is the newer state.
      byLicence.set(row.licenseId, row);
    }
  } catch (error) {
    if (file.tooLarge()) throw fileTooLarge(file);
    const cut = multipartRefusal(error);
    if (cut) throw cut;
    const message = error instanceof Error ? error.message : String(error);
    throw badInput(`The file is not a readable CSV: ${message.slice(0, 200)}`);
  }
  if (file.tooLarge()) throw fileTooLarge(file);
  if (rows === 0)
    throw badInput('The file has no licence rows (a header row, then one per licence)');
  return { rows, byLicence, skipped };
}

/** Upserts the records by licence id (a matched record keeps its agent), then auto-matches. */
async function store(tx: Tx, act: Act, list: Row[]) {
  const { now } = act;
  let updated = 0;
  let matched = 0;
  let unmatched = 0;
  const taken = new Set(
    (
      await tx
        .select({ agentId: dreRecords.agentId })
        .from(dreRecords)
        .where(isNotNull(dreRecords.agentId))
    ).map((r) => r.agentId),
  );
  const done = new Set<number>();
  for (let i = 0; i < list.length; i += CHUNK) {
    const chunk = list.slice(i, i + CHUNK);
    const ids = chunk.map((r) => r.licenseId);
    const known = await tx
      .select({ licenseId: dreRecords.licenseId })
      .from(dreRecords)
      .where(inArray(dreRecords.licenseId, ids));
    updated += known.length;
    await tx
      .insert(dreRecords)
      .values(chunk.map(({ line: _line, ...r }) => ({ ...r, importedAt: now })))
      .onConflictDoUpdate({
        target: dreRecords.licenseId,
        set: {
          name: sql`excluded.name`,
          licenseType: sql`excluded.license_type`,
          licenseStatus: sql`excluded.license_status`,
          expiresOn: sql`excluded.expires_on`,
          importedAt: sql`excluded.imported_at`,
        },
      });
    // Candidates: unmatched records whose licence id is some agent's licence number.
    const candidates = await tx
      .select({ record: dreRecords, agentId: agents.id, agentName: users.name })
      .from(dreRecords)
      .innerJoin(agents, eq(agents.licenseNo, dreRecords.licenseId))
      .innerJoin(users, eq(users.id, agents.userId))
      .where(and(isNull(dreRecords.agentId), inArray(dreRecords.licenseId, ids)));
    for (const c of candidates) {
      if (
        taken.has(c.agentId) ||
        done.has(c.record.id) ||
        nameKey(c.agentName) !== nameKey(c.record.name)
      )
        continue;
      await applyDreMatch(tx, c.agentId, c.record, 'auto', act);
      taken.add(c.agentId);
      done.add(c.record.id);
      matched += 1;
    }
    const [left] = await tx
      .select({ n: count() })
      .from(dreRecords)
      .where(and(isNull(dreRecords.agentId), inArray(dreRecords.licenseId, ids)));
    unmatched += left?.n ?? 0;
  }
  return { updated, matched, unmatched };
}

export async function importDre(ctx: Ctx<SessionUser>) {
  const { rows, byLicence, skipped } = await readRows(ctx);
  const act = { now: ctx.now(), actor: ctx.user.userId };
  const list = [...byLicence.values()];
  const counts = await ctx.db.transaction((tx) => store(tx, act, list));
  return { rows, ...counts, skipped };
}
