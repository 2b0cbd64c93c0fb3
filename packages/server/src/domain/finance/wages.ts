import { negateMoney, parseMoney } from '@bq/validators';
import type { Tx } from '../../db/index.js';
import type { Act } from '../shared/act.js';
import { accountFor, officeAccount, postTransfer } from './ledger.js';
import { attachToStatements } from './statements.js';

/**
 * An approved wages application: the applicant is owed its amount, posted once
 * as `application:<id>` (their payroll account +amount, the office's expense −amount) and put on
 * their open pay statement, in the approving transaction. A zero amount posts nothing.
 */
export async function recordWages(
  tx: Tx,
  act: Act,
  input: { applicationId: number; userId: number; amount: string; description: string },
): Promise<void> {
  const amount = parseMoney(input.amount);
  if (amount.minor <= 0n) return;
  const transfer = await postTransfer(tx, act, {
    eventKey: `application:${input.applicationId}`,
    source: { kind: 'application', id: input.applicationId },
    memo: input.description,
    lines: [
      {
        account: await accountFor(tx, act, { kind: 'agent', userId: input.userId, unit: 'USD' }),
        amount,
      },
      { account: await officeAccount(tx, act, 'expense'), amount: negateMoney(amount) },
    ],
  });
  if (transfer.created) await attachToStatements(tx, act, transfer);
}
