import { APPLICATION_KINDS, SETTING_KEYS, SETTINGS, type SettingKey } from '@bq/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { applicationKinds, users } from '../../db/schema.js';
import { systemConfigChanges, systemSettings } from '../../db/schema-system.js';
import { ApiError, conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import type { LiveSettings } from './settings-cache.js';
import { parseSetting, SETTING_DEFS } from './settings-keys.js';

/**
 * The server-config page's rules: an override per key, checked for its key;
 * every change logged with the value before and after, who and when (`system_config_changes`,
 * append-only); a rollback undoes a key's latest change as a change of its own.
 */

const CHANGES_SHOWN = 200;

export interface SettingView {
  key: SettingKey;
  label: string;
  hint: string;
  env: string;
  value: string;
  defaultValue: string;
  overridden: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** Every setting with the value in force, its default and the last change. */
export async function listSettings(db: Db | Tx, live: LiveSettings): Promise<SettingView[]> {
  const values = await live.all(db);
  const stored = await db
    .select({ key: systemSettings.key, by: users.name, at: systemSettings.updatedAt })
    .from(systemSettings)
    .innerJoin(users, eq(users.id, systemSettings.updatedBy));
  return SETTING_KEYS.map((key) => {
    const def = SETTING_DEFS[key] as { show(v: unknown): string };
    const row = stored.find((r) => r.key === key);
    const override = live.override(key);
    return {
      key,
      label: SETTINGS[key].label,
      hint: SETTINGS[key].hint,
      env: SETTINGS[key].env,
      value: def.show(values[key]),
      defaultValue: def.show(live.defaultOf(key)),
      overridden: override !== undefined,
      updatedBy: row?.by ?? null,
      updatedAt: row?.at.toISOString() ?? null,
    };
  });
}

/** The refusal of a value that does not fit its key: the setting's name and what fits. */
function refused(key: SettingKey, message: string): ApiError {
  return new ApiError(400, `${SETTINGS[key].label}: ${message}.`, {
    fields: [{ field: 'value', message }],
  });
}

/** Writes a key's override (null: back to the default) and logs the change. */
async function write(
  tx: Tx,
  act: Act,
  key: SettingKey,
  after: string | null,
  rollbackOf: number | null = null,
): Promise<void> {
  if (act.actor === null) throw new Error('a setting is changed by a person');
  // The key's row locked (or its absence serialised by the insert's key) so two saves of one key
  // log befores that follow each other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`setting:${key}`}))`);
  const [current] = await tx.select().from(systemSettings).where(eq(systemSettings.key, key));
  const before = current?.value ?? null;
  if (before === after) return;
  if (after === null) await tx.delete(systemSettings).where(eq(systemSettings.key, key));
  else
    await tx
      .insert(systemSettings)
      .values({ key, value: after, updatedBy: act.actor, updatedAt: act.now })
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: { value: after, updatedBy: act.actor, updatedAt: act.now },
      });
  await tx.insert(systemConfigChanges).values({
    area: 'setting',
    subject: key,
    before,
    after,
    byUser: act.actor,
    at: act.now,
    rollbackOf,
  });
}

export async function setSetting(
  tx: Tx,
  act: Act,
  input: { key: SettingKey; value: string },
): Promise<void> {
  const read = parseSetting(input.key, input.value);
  if (!read.ok) throw refused(input.key, read.message);
  await write(tx, act, input.key, read.text);
}

export async function resetSetting(tx: Tx, act: Act, key: SettingKey): Promise<void> {
  await write(tx, act, key, null);
}

/** Undoes a setting's or a service time's latest change: its `before` is in force again. */
export async function rollbackChange(tx: Tx, act: Act, changeId: number): Promise<void> {
  const [change] = await tx
    .select()
    .from(systemConfigChanges)
    .where(
      and(
        eq(systemConfigChanges.id, changeId),
        inArray(systemConfigChanges.area, ['setting', 'service-time']),
      ),
    );
  if (!change) throw notFound('Setting change');
  const serviceTime = change.area === 'service-time';
  const label = serviceTime
    ? `The service time of ${change.subject}`
    : SETTINGS[change.subject as SettingKey].label;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockName(change)}))`);
  const [latest] = await tx
    .select({ id: systemConfigChanges.id })
    .from(systemConfigChanges)
    .where(
      and(
        eq(systemConfigChanges.area, change.area),
        eq(systemConfigChanges.subject, change.subject),
      ),
    )
    .orderBy(desc(systemConfigChanges.id))
    .limit(1);
  if (latest?.id !== change.id)
    throw conflict(`${label} changed again since; roll back its latest change first`);
  if (serviceTime) {
    await writeServiceTime(tx, act, change.subject, Number(change.before), change.id);
    return;
  }
  const key = change.subject as SettingKey;
  // A value stored before a key's range narrowed cannot come back: refused like a typed one.
  if (change.before !== null) {
    const read = parseSetting(key, change.before);
    if (!read.ok) throw refused(key, read.message);
  }
  await write(tx, act, key, change.before, change.id);
}

const lockName = (c: { area: string; subject: string }) =>
  c.area === 'service-time' ? `service-time:${c.subject}` : `setting:${c.subject}`;

/** Each application kind's service time (due = submitted + hours), in the contract's order. */
export async function serviceTimes(db: Db | Tx) {
  const rows = await db.select().from(applicationKinds);
  return APPLICATION_KINDS.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? [{ kind, title: row.title, hours: row.serviceHours }] : [];
  });
}

async function writeServiceTime(
  tx: Tx,
  act: Act,
  kind: string,
  hours: number,
  rollbackOf: number | null = null,
): Promise<void> {
  if (act.actor === null) throw new Error('a service time is changed by a person');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`service-time:${kind}`}))`);
  const [current] = await tx.select().from(applicationKinds).where(eq(applicationKinds.kind, kind));
  if (!current) throw notFound('Application kind');
  if (current.serviceHours === hours) return;
  await tx
    .update(applicationKinds)
    .set({ serviceHours: hours })
    .where(eq(applicationKinds.kind, kind));
  await tx.insert(systemConfigChanges).values({
    area: 'service-time',
    subject: kind,
    before: String(current.serviceHours),
    after: String(hours),
    byUser: act.actor,
    at: act.now,
    rollbackOf,
  });
}

/** Changes a kind's service time; every server's next due date reads it (SQL, no cache). */
export function setServiceTime(tx: Tx, act: Act, input: { kind: string; hours: number }) {
  return writeServiceTime(tx, act, input.kind, input.hours);
}

export async function listChanges(db: Db | Tx, key: SettingKey | undefined) {
  const rows = await db
    .select({
      id: systemConfigChanges.id,
      area: systemConfigChanges.area,
      subject: systemConfigChanges.subject,
      before: systemConfigChanges.before,
      after: systemConfigChanges.after,
      by: users.name,
      at: systemConfigChanges.at,
      rollbackOf: systemConfigChanges.rollbackOf,
      latest: sql<boolean>`${systemConfigChanges.id} = (select max(c.id) from system_config_changes c where c.area = ${systemConfigChanges.area} and c.subject = ${systemConfigChanges.subject})`,
    })
    .from(systemConfigChanges)
    .innerJoin(users, eq(users.id, systemConfigChanges.byUser))
    .where(
      and(
        key
          ? and(eq(systemConfigChanges.area, 'setting'), eq(systemConfigChanges.subject, key))
          : inArray(systemConfigChanges.area, ['setting', 'service-time']),
      ),
    )
    .orderBy(desc(systemConfigChanges.id))
    .limit(CHANGES_SHOWN);
  return rows.map(({ area, subject, ...r }) => ({
    ...r,
    key: area === 'service-time' ? `serviceHours.${subject}` : subject,
    at: r.at.toISOString(),
    latest: Boolean(r.latest),
  }));
}
