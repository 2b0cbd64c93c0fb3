/**
 * `pnpm --filter @bq/server tins:rotate`: re-encrypts every stored full TIN, bank account number,
 * authenticator secret (two-step sign-in) and released bank file under the first key of TIN_KEYS, in one transaction (all or none). Rotation: put the new key first in TIN_KEYS and
 * keep the old one after it, restart the server, run this, then drop the old key.
 */

import { rotateTwoStepSecrets } from '../auth/two-step.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { rotateBankSecrets } from '../domain/finance/bank-accounts.js';
import { rotateTins } from '../domain/people/tin.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const [tins, bank, twoStep] = await database.db.transaction(async (tx) => [
    await rotateTins(tx, config.tinKeys),
    await rotateBankSecrets(tx, config.tinKeys),
    await rotateTwoStepSecrets(tx, config.tinKeys),
  ]);
  const key = config.tinKeys.current;
  console.log(`TINs re-encrypted under key ${key}: ${tins.rotated} of ${tins.total}`);
  console.log(`Bank account numbers and files re-encrypted: ${bank.rotated} of ${bank.total}`);
  console.log(`Authenticator secrets re-encrypted: ${twoStep.rotated} of ${twoStep.total}`);
} finally {
  await database.close();
}
