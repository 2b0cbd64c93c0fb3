/**
 * Failed logins per e-mail address: after `limit` failures within `windowMs` the address is
 * refused (even with the right password) until the oldest failure leaves the window, so a
 * password cannot be guessed at request speed. A successful login clears the count. Kept in this
 * process's memory: a restart forgives, and several servers behind one database each count their
 * own share (documented in docs/decisions.md).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until the address may try again, or 0 when it may try now. */
  retryAfter(email: string, now: number): number {
    if (this.limit <= 0) return 0; // LOGIN_MAX_FAILURES=0 switches the throttle off
    const recent = this.recent(email, now);
    if (recent.length < this.limit) return 0;
    return (recent[recent.length - this.limit] ?? now) + this.windowMs - now;
  }

  fail(email: string, now: number): void {
    if (this.limit <= 0) return;
    const key = email.toLowerCase();
    // Bounded memory: a flood of made-up addresses empties the table instead of growing it.
    if (!this.failures.has(key) && this.failures.size >= 100_000) this.failures.clear();
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(email: string): void {
    this.failures.delete(email.toLowerCase());
  }

  private recent(email: string, now: number): number[] {
    const key = email.toLowerCase();
    const kept = (this.failures.get(key) ?? []).filter(
      (at) => at > now - this.windowMs && at <= now,
    );
    if (kept.length === 0) this.failures.delete(key);
    return kept;
  }
}
