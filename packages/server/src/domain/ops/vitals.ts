import type { VitalName } from '@bq/contract';
import { tooMany } from '../../envelope.js';
import { tokenBuckets } from '../shared/token-bucket.js';

type Sink = (page: string, name: VitalName, value: number) => void;

/** Each app's metrics (plugins/metrics.ts) take the reports; without metrics they are dropped. */
const sinks = new WeakMap<object, Sink>();

export function setVitalsSink(app: object, sink: Sink): void {
  sinks.set(app, sink);
}

/**
 * A browser reports once or twice per page load; a burst beyond that from one address is a
 * script: 20 at once, then one a second, per address, the oldest of 10,000 addresses forgotten
 * (domain/shared/token-bucket.ts).
 */
const take = tokenBuckets({ burst: 20, refill: 1, maxKeys: 10_000 });

export function recordVitals(
  app: object,
  input: { ip: string; now: Date; page: string; vitals: { name: VitalName; value: number }[] },
): void {
  if (!take(app, input.ip, input.now)) throw tooMany('Too many reports; please try again later');
  const sink = sinks.get(app);
  if (!sink) return;
  for (const { name, value } of input.vitals) sink(input.page, name, value);
}
