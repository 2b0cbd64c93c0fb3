/**
 * The badge counts (`getNum`, `getUnreadNum`, the dashboard's to-do list) are polled by every open
 * portal, so they are answered from memory while nothing changed. This process drops a count the
 * moment one of its own writes changes it; a write by another server sharing the PostgreSQL
 * database shows after at most `ttlMs` (BADGE_CACHE_SECONDS, 0 disables the cache). Badges are
 * polled every 30 s, so a few seconds of lag between servers is invisible.
 *
 * Every write to `messages` must call `dropUnread` for the owners of the rows, every write to
 * `applications` must call `dropApplications`.
 */
interface Entry {
  at: number;
  value: number;
}

const MAX_ENTRIES = 50_000;

export type BadgeKind = 'unread' | 'pendingOwn' | 'pendingOthers';

export class BadgeCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every applications write: one counter instead of touching every user's entry. */
  private applicationsGeneration = 0;
  /** Bumped by every drop, so a count loaded across a write is not stored. */
  private writes = 0;

  constructor(private readonly ttlMs: number) {}

  private key(kind: BadgeKind, userId: number, scope: string): string {
    return kind === 'unread'
      ? `u:${userId}`
      : `${kind}:${this.applicationsGeneration}:${userId}:${scope}`;
  }

  /**
   * The cached count, or computes it with `load` and remembers it. `scope` separates counts that
   * depend on more than the user (what the active role may decide).
   */
  async get(
    kind: BadgeKind,
    userId: number,
    now: number,
    load: () => Promise<number>,
    scope = '',
  ): Promise<number> {
    const key = this.key(kind, userId, scope);
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs && now >= hit.at) return hit.value;
    const writesBefore = this.writes;
    const value = await load();
    // The load may have read the database before a write that was dropped meanwhile; storing it
    // would resurrect a stale count until the TTL.
    if (this.ttlMs > 0 && writesBefore === this.writes) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { at: now, value });
    }
    return value;
  }

  dropUnread(userIds: Iterable<number>): void {
    this.writes++;
    for (const id of userIds) this.entries.delete(`u:${id}`);
  }

  dropApplications(): void {
    this.writes++;
    this.applicationsGeneration++;
    // Entries of older generations are unreachable; drop them so they do not fill the map.
    for (const key of this.entries.keys()) if (!key.startsWith('u:')) this.entries.delete(key);
  }

  /** Everything: for writes whose reach is wide (an application decided, its messages sent). */
  dropAll(): void {
    this.writes++;
    this.applicationsGeneration++;
    this.entries.clear();
  }
}
