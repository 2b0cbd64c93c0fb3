import { SETTING_KEYS, type SettingKey } from '@bq/contract';
import { and, eq, max } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/index.js';
import { systemConfigChanges, systemSettings } from '../../db/schema-system.js';
import { SETTING_DEFS, type SettingValues } from './settings-keys.js';

/**
 * The settings in force for this process (applied without a restart, on every
 * server sharing the database). Every read first asks the database for the change log's newest
 * setting id — one indexed aggregate — and re-reads the overrides only when it moved, so a change
 * made on any server is seen by the next read on every other, with no TTL to wait out. The code
 * paths that depend on a setting call `get` at the moment they need it, never keep the value.
 *
 * An override that no longer parses (a key's range narrowed since it was stored) gives way to the
 * environment's value rather than failing the call that needs it.
 */
export class LiveSettings {
  private values: SettingValues | null = null;
  private seen = -1;
  private overrides = new Map<SettingKey, string>();

  constructor(private readonly config: Config) {}

  /** The environment's value of a key (what a reset brings back). */
  defaultOf<K extends SettingKey>(key: K): SettingValues[K] {
    return SETTING_DEFS[key].fromConfig(this.config) as SettingValues[K];
  }

  async get<K extends SettingKey>(db: Db | Tx, key: K): Promise<SettingValues[K]> {
    return (await this.all(db))[key];
  }

  /** Every value in force, and which keys hold an override (as stored). */
  async all(db: Db | Tx): Promise<SettingValues> {
    const [head] = await db
      .select({ id: max(systemConfigChanges.id) })
      .from(systemConfigChanges)
      .where(and(eq(systemConfigChanges.area, 'setting')));
    const version = head?.id ?? 0;
    if (this.values && version === this.seen) return this.values;
    const stored = await db.select().from(systemSettings);
    const overrides = new Map<SettingKey, string>();
    const values = {} as Record<SettingKey, unknown>;
    for (const key of SETTING_KEYS) {
      const row = stored.find((r) => r.key === key);
      const read = row ? SETTING_DEFS[key].parse(row.value) : null;
      if (row && read?.ok) overrides.set(key, read.text);
      values[key] = read?.ok ? read.value : SETTING_DEFS[key].fromConfig(this.config);
    }
    // Read after the version: a change committed in between makes the next read load again.
    this.values = values as unknown as SettingValues;
    this.overrides = overrides;
    this.seen = version;
    return this.values;
  }

  /** The stored override of a key as last loaded by `all` (undefined: the default is in force). */
  override(key: SettingKey): string | undefined {
    return this.overrides.get(key);
  }
}
