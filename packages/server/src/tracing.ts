import FastifyOtel from '@fastify/otel';
import { context, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  type SpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';

/**
 * OpenTelemetry traces (docs/operations.md "Traces"): off unless an OTLP endpoint is configured.
 * Each app has its own provider (two apps in one process — the test suites — never mix their
 * spans); the context manager that carries the active span through `await` is the process's one.
 */
export interface Tracing {
  provider: TracerProvider;
  tracer: Tracer;
}

let contextManager: AsyncLocalStorageContextManager | null = null;

export function createTracing(
  processor: SpanProcessor,
  serviceName = 'bq-server',
  /** The share of calls traced (1: every one); a call's statements follow its call. */
  sampleRatio = 1,
): Tracing {
  if (!contextManager) {
    contextManager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(contextManager);
  }
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [processor],
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(sampleRatio) }),
  });
  return { provider, tracer: provider.getTracer('bq-server') };
}

/** Traces sent by OTLP over HTTP to `endpoint` (a collector's `/v1/traces`), in batches. */
export function tracingTo(endpoint: string, serviceName: string, sampleRatio: number): Tracing {
  return createTracing(
    new BatchSpanProcessor({
      exporter: new OTLPTraceExporter({ url: endpoint }),
      // A batch is turned into OTLP on the event loop: smaller ones stall calls in flight less.
      maxExportBatchSize: 128,
    }),
    serviceName,
    sampleRatio,
  );
}

/** Probes and scrapes, many a minute from every proxy and scraper: never a trace of their own. */
const UNTRACED = new Set(['/livez', '/readyz', '/metrics']);

/**
 * Fastify's official instrumentation on `app`: a span per request named by its route (each
 * contract call is a route of its own) and its handler as a child. Registered before any route,
 * so every route is covered. Hooks get no span each: a dozen plugins' hooks (headers, CORS,
 * compression, metrics) made most of a trace's spans and bytes and none of its time, and cost
 * the traced load its p99 (docs/operations.md "Traces").
 */
export async function instrumentApp(app: FastifyInstance, tracing: Tracing): Promise<void> {
  const instrumentation = new FastifyOtel({
    instrumentHooks: false,
    ignorePaths: ({ url }) => UNTRACED.has(url),
  });
  instrumentation.setTracerProvider(tracing.provider);
  await app.register(instrumentation.plugin());
}

/** The active span's trace and span ids, for a log line or an error a person quotes. */
export function activeTraceIds(): { trace_id: string; span_id: string } | null {
  const span = trace.getActiveSpan();
  if (!span) return null;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** An SQL statement's first word (SELECT, INSERT…): the span's name, as the conventions ask. */
const verbOf = (text: string) => /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';

/** Statements are kept to this many characters in a span; parameters are never recorded. */
const STATEMENT_MAX = 1000;

type QueryFn = (...args: never[]) => Promise<unknown>;

/**
 * Wraps `target[method]` (a driver's query) so each statement is a client span under the active
 * one, while `tracer()` gives a tracer; with none it calls straight through. The statement's text
 * is recorded (values are bound parameters, never part of it), so a slow page's trace names its
 * slow query on PGlite and PostgreSQL alike.
 */
export function traceQueries<T extends object>(
  target: T,
  method: keyof T & string,
  tracer: () => Tracer | null,
): void {
  const original = target[method] as unknown as QueryFn;
  const traced = function (this: unknown, ...args: unknown[]) {
    const current = tracer();
    // Only under a call that is traced: an unsampled call's statements cost nothing more.
    if (!current || !trace.getActiveSpan()?.isRecording())
      return original.apply(this, args as never[]);
    const first = args[0];
    const text =
      typeof first === 'string'
        ? first
        : typeof (first as { text?: unknown })?.text === 'string'
          ? (first as { text: string }).text
          : '';
    return current.startActiveSpan(
      verbOf(text),
      {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system': 'postgresql', 'db.statement': text.slice(0, STATEMENT_MAX) },
      },
      async (span) => {
        try {
          return await original.apply(this, args as never[]);
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  };
  (target as Record<string, unknown>)[method] = traced;
}

type SendMail = (mail: Parameters<Transporter['sendMail']>[0]) => Promise<unknown>;

/** A mail transport whose every send is a client span of its own (the outbox worker sends them). */
export function traceSends(
  transport: Pick<Transporter, 'sendMail'>,
  tracer: Tracer,
): Pick<Transporter, 'sendMail'> {
  const send = transport.sendMail.bind(transport) as SendMail;
  const sendMail: SendMail = (mail) =>
    tracer.startActiveSpan(
      'smtp send',
      { kind: SpanKind.CLIENT, attributes: { 'network.protocol.name': 'smtp' } },
      async (span) => {
        try {
          return await send(mail);
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  return { sendMail } as Pick<Transporter, 'sendMail'>;
}
