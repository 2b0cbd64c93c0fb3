import type { CaseStatus } from '@bq/contract';
import type { Money } from '@bq/validators';
import type { Tx } from '../../db/index.js';
import { ApiError } from '../../envelope.js';
import { once } from '../../idempotency/once.js';
import type { SignedAct } from '../shared/act.js';
import { changeCaseStatus } from './lifecycle.js';
import type { CaseRole } from './visibility.js';

// A type, not an interface: the answer is stored as JSON (`once`), which needs an index signature.
export type BulkResult = {
  id: number;
  ok: boolean;
  code: number;
  message: string;
  /** The case's status after the move; null when it was refused. */
  status: CaseStatus | null;
};

/**
 * One status move over many cases, as one idempotent write. Each case moves in a savepoint of
 * its own through `changeCaseStatus` (the same rules, own-work refusal and commission posting as
 * the single move), so a refused case is rolled back alone and said with its reason while the
 * others move. The answer is kept under the caller's key with every move, in one transaction: a
 * retry (a lost answer, a double click) is answered the first answer and moves nothing again.
 */
export async function bulkChangeCaseStatus(
  tx: Tx,
  act: SignedAct,
  input: {
    ids: readonly number[];
    to: CaseStatus;
    comment: string;
    idempotencyKey: string;
    role: CaseRole;
    defaultPlan: string;
    correctionSecondPersonAbove?: Money;
  },
): Promise<{ results: BulkResult[] }> {
  const { ids, to, comment, idempotencyKey, ...rules } = input;
  return once(
    tx,
    {
      key: idempotencyKey,
      actor: act.actor,
      call: 'bq/tran/case/bulkChangeStatus',
      request: { ids, to, comment },
      at: act.now,
    },
    async () => {
      const results: BulkResult[] = [];
      // A case named twice is moved once; its result is said once, where it was first named.
      for (const id of new Set(ids)) {
        try {
          const moved = await tx.transaction((savepoint) =>
            changeCaseStatus(savepoint, act, { id, to, comment, ...rules }),
          );
          results.push({ id, ok: true, code: 200, message: 'success', status: moved.status });
        } catch (error) {
          // Anything but a refusal (a lost connection, a bug) fails the whole call: nothing moves.
          if (!(error instanceof ApiError)) throw error;
          results.push({ id, ok: false, code: error.code, message: error.message, status: null });
        }
      }
      return { results };
    },
  );
}
