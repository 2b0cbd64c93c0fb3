import { negateMoney, parseMoney } from '@bq/validators';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { agents } from '../../db/schema.js';
import type { Act } from '../shared/act.js';
import { accountFor, officeAccount, postTransfer } from './ledger.js';

/** Who is owed: a vendor by the name on its invoice, or a coach by their agent record. */
export type PayeeRef = { kind: 'vendor'; name: string } | { kind: 'coach'; agentId: number };

export interface NewPayable {
  applicationId: number;
  payee: string;
  to: PayeeRef;
  description: string;
  amount: string;
}

/** The payee's ledger account: a coach's is their user's, else (no such agent) their name's. */
async function payeeAccount(tx: Tx, act: Act, p: NewPayable): Promise<number> {
  if (p.to.kind === 'vendor')
    return accountFor(tx, act, { kind: 'vendor', name: p.to.name, unit: 'USD' });
  const agentId = p.to.agentId;
  const [agent] = Number.isSafeInteger(agentId)
    ? await tx.select({ userId: agents.userId }).from(agents).where(eq(agents.id, agentId))
    : [];
  return accountFor(tx, act, {
    kind: 'coach',
    ...(agent ? { userId: agent.userId } : { name: p.payee }),
    unit: 'USD',
  });
}

/**
 * Finance owns what it owes: approvals record a payable through here, inside the approving
 * transaction, so the sum is owed exactly when the application is approved. The payable is the
 * ledger's transfer `application:<id>` (the office's expense credited to the payee), posted once
 * whatever retries the approval; the ledger is its only record (migration 0111).
 */
export async function recordPayable(tx: Tx, act: Act, p: NewPayable): Promise<void> {
  const amount = parseMoney(p.amount);
  // Nothing is owed on a zero amount, and a transfer moves something.
  if (amount.minor <= 0n) return;
  const payee = await payeeAccount(tx, act, p);
  const expense = await officeAccount(tx, act, 'expense');
  await postTransfer(tx, act, {
    eventKey: `application:${p.applicationId}`,
    source: { kind: 'application', id: p.applicationId },
    memo: `${p.payee}: ${p.description}`,
    lines: [
      { account: payee, amount },
      { account: expense, amount: negateMoney(amount) },
    ],
  });
}
