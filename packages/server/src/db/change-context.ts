import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';

/**
 * Who is writing, for the change log (migration 0206, docs/change-log.md). `registerCall` runs
 * each handler inside one of these; every transaction begun inside it hands the actor, the call
 * and the instant to the database (`bq.actor`, `bq.call`, `bq.now`, local to the transaction),
 * where the audited tables' trigger reads them. Outside a call (sweeps, jobs, the seed) there is
 * none: the actor reads as the system.
 */
export interface ChangeContext {
  /** users.id of the signed-in caller; null for a visitor's call. */
  actor: number | null;
  /** The contract path of the call being served. */
  call: string;
  /** The app's clock, so the log's time is the same instant the rest of the call sees. */
  now: () => Date;
  /**
   * The client's address and device label, for the security log and the sessions list
   * (domain/security/origin.ts); not handed to the database.
   */
  origin?: { ip: string; device: string };
}

const current = new AsyncLocalStorage<ChangeContext>();

export function withChangeContext<T>(context: ChangeContext, fn: () => T): T {
  return current.run(context, fn);
}

export function changeContext(): ChangeContext | undefined {
  return current.getStore();
}

/**
 * The statement a transaction begins with. `clock` is the app's clock for writes outside a call
 * (tests run on a set clock; the database's now() is only the last resort, when neither is known).
 */
export function stampStatement(clock: (() => Date) | null) {
  const context = changeContext();
  const now = context?.now ?? clock;
  const actor = context?.actor == null ? '' : String(context.actor);
  return sql`SELECT set_config('bq.actor', ${actor}, true), set_config('bq.call', ${context?.call ?? ''}, true), set_config('bq.now', ${now ? now().toISOString() : ''}, true)`;
}
