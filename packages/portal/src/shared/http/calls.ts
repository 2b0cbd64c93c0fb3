import type { CallDef, Contract, RequestOf, ResponseOf } from '@bq/contract';
import { type CallMeta, type Family, meta } from '@bq/contract/meta';
import {
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
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

/**
 * A write as a mutation: `useCallMutation(calls.messageStation.delete)`. On success it refreshes
 * what the write makes stale, as declared once in `stale.ts`; a feature never lists reads.
 */
export function useCallMutation<T extends Call>(
  call: T,
  {
    options,
    ...rest
  }: { options?: CallOptions } & Omit<UseMutationOptions<Res<T>, Error, Req<T>>, 'mutationFn'> = {},
) {
  const client = useQueryClient();
  return useMutation<Res<T>, Error, Req<T>>({
    ...rest,
    mutationFn: (request) => send<Res<T>>(call, request, options),
    onSuccess: async (...args) => {
      await invalidateAfter(client, call);
      await rest.onSuccess?.(...args);
    },
  });
}
