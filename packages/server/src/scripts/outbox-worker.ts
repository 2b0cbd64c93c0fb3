/**
 * The outbox worker as a process of its own (`pnpm outbox:drain`): sends every mail that is due to
 * SMTP_URL and exits. The server runs the same worker inside itself; this one is for a cron job,
 * a second machine, and the crash tests. Reads DATABASE_URL or DATA_DIR like the server.
 */
import nodemailer from 'nodemailer';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { LiveSettings } from '../domain/system/settings-cache.js';
import { createOutboxWorker, LEASE_MS } from '../mail/outbox-worker.js';

const config = loadConfig(process.env);
if (!config.smtpUrl) {
  console.error('SMTP_URL is not set: there is nowhere to send the outbox to');
  process.exit(2);
}
const database = await openDatabase(config);
const settings = new LiveSettings(config);
const worker = createOutboxWorker({
  db: database.db,
  transport: nodemailer.createTransport(config.smtpUrl),
  from: config.mailFrom,
  liveFrom: () => settings.get(database.db, 'mail.from'),
  log: console,
  leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? LEASE_MS),
});
const tried = await worker.runOnce();
console.log(`outbox: ${tried} mail(s) tried`);
await database.close();
