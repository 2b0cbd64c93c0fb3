/**
 * `pnpm --filter @bq/server tins:rotate`: re-encrypts every stored full TIN under the first key
 * of TIN_KEYS, in one transaction (all or none). Rotation: put the new key first in TIN_KEYS and
 * keep the old one after it, restart the server, run this, then drop the old key.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { rotateTins } from '../domain/people/tin.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const { rotated, total } = await database.db.transaction((tx) => rotateTins(tx, config.tinKeys));
  console.log(`TINs re-encrypted under key ${config.tinKeys.current}: ${rotated} of ${total}`);
} finally {
  await database.close();
}
