import { num, secret } from './config-env.js';

/** How the server is watched and shed load (docs/operations.md). */
export interface OpsConfig {
  /**
   * `METRICS_TOKEN` (32+ characters): `/metrics` answers a scraper sending it as a bearer token.
   * Unset, the server keeps no metrics and has no `/metrics`.
   */
  metricsToken: string | null;
  /**
   * `MAX_EVENT_LOOP_DELAY_MS` (default 1000, 0 to never shed): past it every call but `/livez`
   * is answered 503 with `Retry-After` until the event loop catches up.
   */
  maxEventLoopDelayMs: number;
  /** `READY_OUTBOX_LAG_SECONDS` (default 900): an older mail still unsent makes `/readyz` 503. */
  readyOutboxLagSeconds: number;
  /** `READY_MIN_FREE_MB` (default 256): less free space where files are kept makes it 503. */
  readyMinFreeMb: number;
  /**
   * Where traces go by OTLP over HTTP: `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (the full URL), or
   * `OTEL_EXPORTER_OTLP_ENDPOINT` with `/v1/traces` added, as OpenTelemetry's own settings say.
   * Unset, nothing is traced.
   */
  otlpEndpoint: string | null;
  /** `OTEL_SERVICE_NAME` (default `bq-server`): the service the traces are of. */
  serviceName: string;
  /**
   * `OTEL_TRACES_SAMPLER_ARG` (0 to 1, default 1): the share of calls traced, by trace id, as
   * OpenTelemetry's `parentbased_traceidratio` sampler reads it.
   */
  traceSampleRatio: number;
}

export function opsConfig(env: NodeJS.ProcessEnv): OpsConfig {
  return {
    metricsToken: secret(env, 'METRICS_TOKEN'),
    maxEventLoopDelayMs: num(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000),
    readyOutboxLagSeconds: num(env, 'READY_OUTBOX_LAG_SECONDS', 900),
    readyMinFreeMb: num(env, 'READY_MIN_FREE_MB', 256),
    otlpEndpoint: otlpEndpoint(env),
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'bq-server',
    traceSampleRatio: ratio(env, 'OTEL_TRACES_SAMPLER_ARG', 1),
  };
}

function otlpEndpoint(env: NodeJS.ProcessEnv): string | null {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : null;
}

function ratio(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`${name} must be a share between 0 and 1, not '${text}'`);
  }
  return value;
}
