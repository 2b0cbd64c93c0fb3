/**
 * `pnpm --filter @bq/server seed:large [count]`: migrate, insert the demo data if the database is
 * empty, then add `count` (default 100,000) generated cases to the configured database (PGlite in
 * DATA_DIR, or DATABASE_URL). LOAD TESTING ONLY: never run it against real data.
 */
import { count, sql } from 'drizzle-orm';
import { appClock } from '../clock/app-clock.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { cases } from '../db/schema.js';
import { seedLargeCases } from '../seed/large-cases.js';
import { seedIfEmpty, syncModules } from '../seed/seed.js';

const n = Number(process.argv[2] ?? process.env.LARGE_CASES ?? 100_000);
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  await syncModules(database.db);
  await seedIfEmpty(database.db, config.passwordCost, appClock(config.testNow)());
  const { ms } = await seedLargeCases(database, n);
  const [total] = await database.db.select({ n: count() }).from(cases).where(sql`true`);
  console.log(
    `inserted ${n} cases in ${(ms / 1000).toFixed(1)} s into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}; ${total?.n} cases in total`,
  );
} finally {
  await database.close();
}
