import type { CallDef, Contract, RequestOf, ResponseOf } from '@bq/contract';
import { type CallMeta, type Family, meta } from '@bq/contract/meta';
import {
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { send } from './client';
import type { CallOptions } from './errors';
import { callKey } from './keys';
import { invalidateAfter } from './stale';

export { callKey } from './keys';
export { invalidateAfter, invalidateCalls, staleAfter } from './stale';

/**
 * A contract call as the portal holds it: the zod-free meta (so first load never pulls in zod)
 * carrying its request and response types from the contract.
 */
export type Call<C extends CallDef = CallDef> = CallMeta & { readonly __types?: C };

export type Calls = {
  [F in Family]: {
    [K in keyof (typeof meta)[F]]: K extends keyof Contract[F]
      ? Contract[F][K] extends CallDef
        ? Call<Contract[F][K]>
        : never
      : never;
  };
};

/** Every call, typed: `calls.tranCase.search`. The same objects as `meta`, no runtime cost. */
export const calls = meta as unknown as Calls;

type Def<T> = T extends Call<infer C> ? C : never;
export type Req<T> = RequestOf<Def<T>>;
export type Res<T> = ResponseOf<Def<T>>;

/** Query options of one request: `useQuery(callQuery(calls.tranCase.search, request))`. */
export function callQuery<T extends Call>(call: T, request: Req<T>, options: CallOptions = {}) {
  return queryOptions({
    queryKey: callKey(call, request) as readonly unknown[],
    queryFn: () => send<Res<T>>(call, request, options),
  });
}

/** What makes two writes the same one: their request, a file by its name, size and date. */
function requestKey(request: unknown): string {
  return JSON.stringify(request ?? null, (_, value: unknown) =>
    value instanceof File ? `file:${value.name}:${value.size}:${value.lastModified}` : value,
  );
}

/**
 * A write as a mutation: `useCallMutation(calls.messageStation.delete)`. On success it refreshes
 * what the write makes stale, as declared once in `stale.ts`; a feature never lists reads.
 *
 * One request in flight per request: the same write again while it is on its way (a
 * double click, Enter and a click) is dropped before anything is sent, so it has no request and
 * no outcome of its own; the promise it returns never settles, so a caller's "Saved" after the
 * await runs once, for the call that was sent. A different request (another row's delete) goes.
 */
export function useCallMutation<T extends Call>(
  call: T,
  {
    options,
    ...rest
  }: { options?: CallOptions } & Omit<UseMutationOptions<Res<T>, Error, Req<T>>, 'mutationFn'> = {},
) {
  const client = useQueryClient();
  const inFlight = useRef(new Set<string>());
  const mutation = useMutation<Res<T>, Error, Req<T>>({
    ...rest,
    mutationFn: (request) => send<Res<T>>(call, request, options),
    onSuccess: async (...args) => {
      await invalidateAfter(client, call);
      await rest.onSuccess?.(...args);
    },
  });
  const { mutateAsync: sendOnce } = mutation;
  const mutateAsync = useCallback<typeof sendOnce>(
    (...args) => {
      const key = requestKey(args[0]);
      if (inFlight.current.has(key)) return new Promise<never>(() => {});
      inFlight.current.add(key);
      return sendOnce(...args).finally(() => {
        inFlight.current.delete(key);
      });
    },
    [sendOnce],
  );
  const mutate = useCallback<typeof mutation.mutate>(
    (...args) => {
      // Failures were shown by the HTTP layer and reach the mutation's own onError.
      mutateAsync(...args).catch(() => {});
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
