/**
 * `tsx src/scripts/snapshot.ts FILE`: writes a dump of a freshly migrated in-memory database with
 * the demo data, for servers started with DATA_DIR=memory:// and DATA_SNAPSHOT=FILE. The portal's
 * end-to-end workers each start from it, so every spec file meets the same data.
 */
import { writeFileSync } from 'node:fs';
import { prepareDatabase } from '../app.js';
import { dumpPglite, openDatabase } from '../db/index.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: snapshot.ts FILE');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
try {
  await prepareDatabase(database, true);
  writeFileSync(file, await dumpPglite(database));
} finally {
  await database.close();
}
