/**
 * Which server test files depend on the database engine. The suite runs whole on PGlite; the
 * PostgreSQL pass (scripts/with-postgres.sh) runs the files below, where PostgreSQL 15 over a
 * pool can answer differently from PGlite 18 on one connection: races and locks, several
 * connections or processes, raw SQL and the catalog, errors the engine raises, dates computed in
 * SQL, durability. Every other file exercises rules and shapes over plain queries. A new file must
 * be put in one list or the other (test/engines.test.ts fails until it is).
 */
export const ENGINE_DEPENDENT = [
  'app', // the database error envelope, the money column type in the catalog
  'applications', // queue ordering and payables in SQL, concurrent decisions
  'applications-delegation-end', // delegation windows as SQL dates
  'applications-reading', // who reads: the chain and delegations, in SQL
  'auth', // session and code rows under concurrent logins
  'badges', // counts kept by triggers and read by SQL aggregates
  'business-clock', // the business date as an SQL expression
  'change-log', // the audit trigger reading transaction settings; append-only refused by triggers
  'security-log', // append-only refused by triggers; business-day ranges as SQL instants
  'step-up', // a session's last code compared with the app clock's instant in a timestamptz column; the refund approval rolled back
  'cases', // versions and 409 on concurrent saves
  'cases-list', // trigram search, LIKE escaping, counted aggregates
  'pgbouncer', // PgBouncer in transaction mode in front of PostgreSQL (on PGlite: the setting refused)
  'ops-tracing', // statements are wrapped per driver: PGlite's query and transaction, node-postgres' pooled clients
  'ops-health', // readiness reads the catalog and the outbox in SQL; the pool's gauges exist on PostgreSQL only
  'cases-bulk', // each case in a savepoint of one transaction, the key row under its unique index
  'calendar', // business-day ranges as SQL instants (DST), the feed's misses counted in SQL
  'codes', // code expiry in SQL
  'dashboard-closing', // a closing's business month computed in SQL
  'commerce-discount-race', // a code's last use raced by buyers of different products under its row lock
  'commerce-checkout', // the last item and the last seat raced under row locks; one key raced
  'commerce-refund-payouts', // the refund's payout under the one-live index and the ledger's triggers
  'dre-import-job', // a background job's batches, each its own transaction on the pool
  'jobs-queue', // claims under FOR UPDATE SKIP LOCKED by workers racing on the pool, leases in SQL
  'field-limits', // numeric and varchar limits the engine enforces
  'field-limits-changed',
  'hostile-input', // NUL, 32-bit id overflow: errors the engine raises
  'idempotency', // unique index and ON CONFLICT under concurrent creates
  'institute-completion', // CE hours by business dates computed in SQL, locked completions
  'institute-opt-in', // a burst of requests counted under the course's row lock
  'institute-registrations', // the last-seat race and row locks
  'finance-accounting-export', // exports one at a time under a table lock; the first export's partial unique index
  'finance-month-close', // a month closed under the ledger's table lock; a planted difference with triggers off
  'finance-corrections', // reversals checked at commit (deferred), closed months refused by triggers
  'finance-cda', // versions under partial unique indexes and triggers; a case's CDA generated under its row lock
  'finance-title-receipts', // a case's receivable summed per case in SQL by business month; receipts of one case under its row lock
  'finance-bank-files', // released batches and returned entries frozen by triggers; payouts posted under row locks
  'finance-referral-fees', // one live payout per case (the partial unique index) under the case's row lock; fees summed in SQL
  'finance-my-pay', // a statement's running and paid totals summed in SQL subqueries
  'finance-agent-fees', // fees billed under the fees' row locks, statement totals and balances summed in SQL
  'finance-tokens', // two token spends raced under the account's row lock; raw SQL statistics
  'ledger', // one transfer per event key (ON CONFLICT), a month closed under a table lock
  'ledger-database', // the ledger's invariants raised by triggers, deferred constraints and indexes
  'payroll', // commissions posted in the close's transaction, statements' and payouts' guards in triggers
  'payroll-plans', // two closings raced on the agent's row lock (PostgreSQL)
  'payroll-property', // a property over pay runs: the statements' and payouts' guards in triggers
  'payroll-clawback', // a statement netting a clawback account: the payouts' guards in triggers
  'money-races', // the four money decisions raced twice at once: row locks and unique indexes
  'money-idempotency', // a retried money write answers the first: the keys' unique constraint
  'commission-waterfall', // closings posted whole: the ledger's balance checked at commit, sums in SQL
  'log-redaction', // what a failing query logs
  'login-devices', // device failures counted in SQL, the shared key made ON CONFLICT
  'login-throttle', // failures counted in SQL under concurrency
  'main', // the server over loopback, as a process
  'org-concurrent-edit', // two administrators, one row
  'outbox-crash', // leases across processes
  'outbox-delivery', // claims with SKIP LOCKED and retries
  'people-everyone', // every staff person in one list: role membership and outer joins in SQL
  'people-export', // the background export's batches and cursor
  'people-license', // licence dates and sweeps in SQL
  'people-lookup', // LIKE escaping and role names as an SQL array
  'query-helpers', // raw SQL helpers
  'schema-drift', // the catalog against the Drizzle declarations
  'search', // trigram LIKE over every area's tables, visibility rules as SQL subqueries
  'session-idle', // token times in SQL
  'two-step', // challenges, time-steps and recovery codes spent under row locks
  'statistics-awards', // closing days as SQL business dates, the snapshot's triggers (xmin)
  'unread-stream', // notifications between connections
  'uploads', // bytea and files under concurrent uploads
  'views', // one default per person and list by ON CONFLICT on its key, defaults gone by cascade
] as const;

export const ENGINE_INDEPENDENT = [
  // SIGKILL mid-write: PGlite's durability, which is this server's to keep (its data directory).
  // PostgreSQL keeps its own: a commit it acknowledged survives a client killed mid-write.
  'crash',
  // Production's defaults, an empty database's first start without demo data: on PostgreSQL the
  // same first start (migrations over an empty database) is main.test's and global setup's.
  'production',
  'answer-check',
  'handler-writes', // reads the handlers' source, no database
  // What the security log and the server's output hold after the flows: text compared in the test.
  'security-log-secrets',
  // What new users met, through the calls: refusals, figures and rules over plain queries.
  'first-user-cases',
  'first-user-groups',
  'first-user-money',
  'first-user-office',
  'first-user-statistics',
  'listing-publish', // the flyer's PDF and the contact a share page publishes
  'listings', // listings, share views, the status-history triggers (plpgsql on both engines)
  'blacklist', // entries and refusals; network containment is the one inet operator of both engines
  'office-lists', // the office's lists: codes, memberships and the status they drive, links
  'system-config', // document rules and reviews, read by the case pages and submit
  'system-settings', // runtime settings over the environment; a second server on one database
  'applications-invoice',
  'cases-access',
  'coach-agreements',
  'commerce-arithmetic', // the order arithmetic as a property, no database
  'commerce-photos', // marketing's photo upload, served back; products name only those
  'ledger-property', // random postings, payouts, token spends and reversals against a model
  'ledger-sources', // approvals and course seats post their transfers, through the calls
  'finance-1099-file', // TINs sealed in node:crypto, the IRIS file and the reveal, through the calls
  'payroll-math', // the commission arithmetic as a property, no database
  'lecturer-shares', // the share of a paid seat and its clawback; the database's guards
  'mailing', // campaigns through a real SMTP server, one-click unsubscribe, opt-outs
  'groups', // groups and group mail through a real SMTP server; recursive branches in SQL
  'commerce-discounts', // codes previewed, placed, refunded and limited, one request at a time
  'commerce-fulfilment', // shipping, pick-up and closing over plain queries
  'commerce', // server prices, payments and refunds over plain queries; the arithmetic as a property
  'csv',
  'csv-exports',
  'data-dir-lock', // PGlite's data directory only: its children never get DATABASE_URL
  'backup', // PGlite's in-process hot backup (PostgreSQL's is pg_dump: pnpm drill:restore)
  'dre',
  'engines',
  'jobs-admin', // the jobs page's calls: list and retry over plain queries
  'job-runner', // the runner's own bookkeeping, no database
  'enumeration',
  'fuzz', // bodies refused by their schemas before any query
  'institute-courses',
  'institute-ics',
  'institute-people',
  'letters',
  'message-preferences',
  'message-sending',
  'message-templates',
  'org-messages',
  'own-work',
  'people',
  'permissions', // the permission gate, before any handler
  'role-effect',
  'roles',
  'roles-deciders', // issue 24: finance's step in the queue, badge and to-do list
  'seed-pool', // PGlite's pooled database reset between files; PostgreSQL copies its template
  'trusted-proxy', // client addresses from X-Forwarded-For, before any query
] as const;

/**
 * Files only the PostgreSQL pass runs: what needs several server processes on one database,
 * which PGlite cannot give (one process holds a data directory; data-dir-lock tests that).
 */
export const POSTGRES_ONLY = [
  'revocation-processes', // issue 23 §8: a revocation on one process refused by another
] as const;
