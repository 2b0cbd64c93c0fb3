/** `pnpm --filter @bq/server seed`: migrate and insert the demo data if the database is empty. */
import { appClock } from '../clock/app-clock.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-data.js';
import { seedIfEmpty, syncModules } from '../seed/seed.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const applied = await migrate(database);
  await syncModules(database.db);
  const seeded = await seedIfEmpty(database.db, config.passwordCost, appClock(config.testNow)());
  console.log(`migrations applied: ${applied.length > 0 ? applied.join(', ') : 'none pending'}`);
  if (seeded) {
    console.log(`demo data inserted (DEMO ONLY); password for every demo user: ${DEMO_PASSWORD}`);
    for (const u of DEMO_USERS) console.log(`  ${u.email}  ${u.roles.join(' + ') || u.kind}`);
  } else {
    console.log('the database already has users; nothing inserted');
  }
} finally {
  await database.close();
}
