/**
 * Remembers resolved login tokens for a few seconds so the badge polls (every 30 s per open
 * portal) do not pay a session query each. This process drops entries itself on logout, password
 * change, role switch and role edits; another server process sharing a PostgreSQL database sees
 * such a change after at most `ttlMs` (SESSION_CACHE_SECONDS, 0 disables the cache).
 */
export interface CachedSession {
  sessionId: number;
  createdAt: Date;
  lastSeenAt: Date;
  /** Held to two-step enrolment (sessions.must_enrol). */
  mustEnrol: boolean;
  userId: number;
  name: string;
  email: string;
  userType: 'staff' | 'tourist';
  activeRoleId: number | null;
  modules: ReadonlySet<string>;
  /** See `rolesVersion` in sessions.ts. */
  rolesVersion: string;
}

const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, { at: number; session: CachedSession }>();

  constructor(private readonly ttlMs: number) {}

  get(tokenHash: string, now: number): CachedSession | null {
    const hit = this.entries.get(tokenHash);
    if (!hit) return null;
    if (now - hit.at >= this.ttlMs || now < hit.at) {
      this.entries.delete(tokenHash);
      return null;
    }
    return hit.session;
  }

  set(tokenHash: string, session: CachedSession, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { at: now, session });
  }

  dropUser(userId: number): void {
    for (const [key, value] of this.entries) {
      if (value.session.userId === userId) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
