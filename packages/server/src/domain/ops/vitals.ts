import type { VitalName } from '@bq/contract';
import { tooMany } from '../../envelope.js';

type Sink = (page: string, name: VitalName, value: number) => void;

/** Each app's metrics (plugins/metrics.ts) take the reports; without metrics they are dropped. */
const sinks = new WeakMap<object, Sink>();

export function setVitalsSink(app: object, sink: Sink): void {
  sinks.set(app, sink);
}

/**
 * A browser reports once or twice per page load; a burst beyond that from one address is a
 * script. A token bucket per address and app (BURST at once, REFILL a second), in memory and
 * bounded: past MAX_ADDRESSES the oldest addresses are forgotten, so no sender can grow it.
 */
const BURST = 20;
const REFILL = 1;
const MAX_ADDRESSES = 10_000;
type Bucket = { tokens: number; at: number };
const buckets = new WeakMap<object, Map<string, Bucket>>();

function take(app: object, ip: string, now: Date): void {
  let perIp = buckets.get(app);
  if (!perIp) {
    perIp = new Map();
    buckets.set(app, perIp);
  }
  const t = now.getTime();
  const b = perIp.get(ip) ?? { tokens: BURST, at: t };
  const tokens = Math.min(BURST, b.tokens + (Math.max(0, t - b.at) / 1000) * REFILL);
  perIp.delete(ip);
  if (perIp.size >= MAX_ADDRESSES) {
    const oldest = perIp.keys().next().value;
    if (oldest !== undefined) perIp.delete(oldest);
  }
  if (tokens < 1) {
    perIp.set(ip, { tokens, at: t });
    throw tooMany('Too many reports; please try again later');
  }
  perIp.set(ip, { tokens: tokens - 1, at: t });
}

export function recordVitals(
  app: object,
  input: { ip: string; now: Date; page: string; vitals: { name: VitalName; value: number }[] },
): void {
  take(app, input.ip, input.now);
  const sink = sinks.get(app);
  if (!sink) return;
  for (const { name, value } of input.vitals) sink(input.page, name, value);
}
