/**
 * Who changes state and when: every domain function that writes takes this beside its
 * transaction, never a request, so the rules run the same from a handler, a sweep or a script.
 * `actor` is null for the system (a timer, start-up); `now` comes from the injected clock.
 */
export interface Act {
  now: Date;
  actor: number | null;
}

/** An `Act` whose actor is a person: what a call that needs a signed-in user hands down. */
export interface SignedAct extends Act {
  actor: number;
}

/** Who asks, for a rule that depends on it: the signed-in user and their active role's modules. */
export interface Caller {
  userId: number;
  modules: ReadonlySet<string>;
}
