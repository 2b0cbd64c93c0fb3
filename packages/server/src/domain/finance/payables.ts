import type { Tx } from '../../db/index.js';
import { payables } from '../../db/schema-finance.js';
import type { Act } from '../shared/act.js';

export interface NewPayable {
  applicationId: number;
  payee: string;
  description: string;
  amount: string;
}

/**
 * Finance owns what it owes: approvals record a payable through here, inside the approving
 * transaction, so the sum is owed exactly when the application is approved.
 */
export async function recordPayable(tx: Tx, act: Act, p: NewPayable): Promise<void> {
  await tx.insert(payables).values({ ...p, createdAt: act.now });
}
