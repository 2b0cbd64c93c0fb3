/**
 * `tsx src/scripts/snapshot.ts FILE`: writes a dump of a freshly migrated in-memory database with
 * the demo data, for servers started with DATA_DIR=memory:// and DATA_SNAPSHOT=FILE.
 * `tsx src/scripts/snapshot.ts --dir DIR`: makes DIR a PGlite data directory holding the same, for
 * servers started with DATA_DIR on a copy of it. The portal's end-to-end workers each start from
 * such a copy, so every spec file meets the same data: opening a directory costs a server about
 * two CPU-seconds less than loading a dump into memory (no 44 MB archive to unpack).
 */
import { writeFileSync } from 'node:fs';
import { prepareDatabase } from '../app.js';
import { appClock } from '../clock/app-clock.js';
import { loadConfig } from '../config.js';
import { dumpPglite, openDatabase } from '../db/index.js';

const [first, second] = process.argv.slice(2);
const dir = first === '--dir' ? second : undefined;
const file = first === '--dir' ? undefined : first;
if (!dir && !file) {
  console.error('usage: snapshot.ts FILE | snapshot.ts --dir DIR');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: null, dataDir: dir ?? 'memory://' });
try {
  const config = loadConfig();
  await prepareDatabase(database, config, appClock(config.testNow)());
  if (file) writeFileSync(file, await dumpPglite(database));
} finally {
  await database.close();
}
