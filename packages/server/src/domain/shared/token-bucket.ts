/**
 * A token bucket per key and per app (keyed by an object of the app's, its database handle, so
 * two apps in one process never share one): `burst` at once, then `refill` a second. In memory:
 * a restart forgets it. With `maxKeys`, the least recently seen keys are forgotten past that many,
 * so no sender can grow it (a key a visitor chooses, such as an address).
 */
export function tokenBuckets(options: { burst: number; refill: number; maxKeys?: number }) {
  const { burst, refill, maxKeys = Number.POSITIVE_INFINITY } = options;
  type Bucket = { tokens: number; at: number };
  const buckets = new WeakMap<object, Map<string | number, Bucket>>();
  /** Takes one token; false when the bucket is empty (the caller refuses the request). */
  return function take(app: object, key: string | number, now: Date): boolean {
    let perKey = buckets.get(app);
    if (!perKey) {
      perKey = new Map();
      buckets.set(app, perKey);
    }
    const t = now.getTime();
    const b = perKey.get(key) ?? { tokens: burst, at: t };
    const tokens = Math.min(burst, b.tokens + (Math.max(0, t - b.at) / 1000) * refill);
    // Re-inserted, so the Map's order is the order keys were last seen in.
    perKey.delete(key);
    if (perKey.size >= maxKeys) {
      const oldest = perKey.keys().next().value;
      if (oldest !== undefined) perKey.delete(oldest);
    }
    const allowed = tokens >= 1;
    perKey.set(key, { tokens: allowed ? tokens - 1 : tokens, at: t });
    return allowed;
  };
}
