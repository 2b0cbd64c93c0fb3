import { useRef, useState } from 'react';
import { type Call, type Req, useCallMutation } from '../http/calls';
import { newIdempotencyKey } from '../http/idempotencyKey';

/** One row's result, as every bulk call of the contract answers it. */
export interface BulkRow {
  id: number;
  ok: boolean;
  code: number;
  message: string;
}

/** What a bulk action asks: the call's request but its key, which the hook keeps. */
type Ask<C extends Call> = Omit<Req<C>, 'idempotencyKey'> & { ids: number[] };

/**
 * A list's bulk action through the kit: one call for every selected row, a result per row.
 * The idempotency key is new for each action and kept for a resend of the same request that got
 * no answer (a lost connection), so the server answers the first answer instead of acting twice.
 * The outcome stays until dismissed or replaced, with the refused rows ready to try again.
 */
export function useBulkAction<C extends Call>(call: C) {
  const mutation = useCallMutation(call);
  const unanswered = useRef<{ request: string; key: string } | null>(null);
  const [outcome, setOutcome] = useState<{
    action: string;
    request: Ask<C>;
    results: BulkRow[];
  } | null>(null);

  const run = async (action: string, request: Ask<C>) => {
    const text = JSON.stringify(request);
    if (unanswered.current?.request !== text) {
      unanswered.current = { request: text, key: newIdempotencyKey() };
    }
    const { key } = unanswered.current;
    const answer = (await mutation.mutateAsync({
      ...request,
      idempotencyKey: key,
    } as Req<C>)) as { results: BulkRow[] };
    unanswered.current = null;
    setOutcome({ action, request, results: answer.results });
    return answer.results;
  };

  const refused = outcome?.results.filter((row) => !row.ok) ?? [];
  return {
    run,
    busy: mutation.isPending,
    outcome,
    dismiss: () => setOutcome(null),
    /** The refused rows of the last outcome, sent again as a new action (a new key). */
    retryRefused: () =>
      outcome && refused.length > 0
        ? run(outcome.action, { ...outcome.request, ids: refused.map((row) => row.id) })
        : Promise.resolve([]),
  };
}
