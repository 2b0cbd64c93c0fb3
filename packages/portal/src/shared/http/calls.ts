import type { CallDef, Contract, RequestOf, ResponseOf } from '@bq/contract';
import { type CallMeta, type Family, meta } from '@bq/contract/meta';
import {
  type QueryKey,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { send } from './client';
import type { CallOptions } from './errors';

/**
 * A contract call as the portal holds it: the zod-free meta (so first load never pulls in zod)
 * carrying its request and response types from the contract.
 */
export type Call<C extends CallDef = CallDef> = CallMeta & { readonly __types?: C };

type Calls = {
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

/**
 * The query key of a call: its path, then the request. Invalidating `callKey(call)` refreshes every
 * request of that call; nothing else names server state by hand.
 */
export function callKey(call: CallMeta, request?: unknown): QueryKey {
  return request === undefined ? [call.path] : [call.path, request];
}

/** Query options of one request: `useQuery(callQuery(calls.tranCase.search, request))`. */
export function callQuery<T extends Call>(call: T, request: Req<T>, options: CallOptions = {}) {
  return queryOptions({
    queryKey: callKey(call, request) as readonly unknown[],
    queryFn: () => send<Res<T>>(call, request, options),
  });
}

/**
 * A write as a mutation that names, by call, what it makes stale:
 * `useCallMutation(calls.messageStation.delete, { invalidates: [calls.messageStation.getMessageList] })`.
 */
export function useCallMutation<T extends Call>(
  call: T,
  {
    invalidates = [],
    options,
    ...rest
  }: { invalidates?: readonly CallMeta[]; options?: CallOptions } & Omit<
    UseMutationOptions<Res<T>, Error, Req<T>>,
    'mutationFn'
  > = {},
) {
  const client = useQueryClient();
  return useMutation<Res<T>, Error, Req<T>>({
    ...rest,
    mutationFn: (request) => send<Res<T>>(call, request, options),
    onSuccess: async (...args) => {
      await invalidateCalls(client, invalidates);
      await rest.onSuccess?.(...args);
    },
  });
}

/** Marks every cached answer of these calls stale (refetching the ones on screen). */
export function invalidateCalls(
  client: ReturnType<typeof useQueryClient>,
  list: readonly CallMeta[],
): Promise<unknown> {
  return Promise.all(list.map((call) => client.invalidateQueries({ queryKey: callKey(call) })));
}
