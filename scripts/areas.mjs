// The one list of the product's areas, and which tests belong to each. `pnpm test:area <name>`
// runs an area's tests from it, and `scripts/check-areas.mjs` (in `pnpm lint`) fails when a
// server test file, a portal feature or an e2e spec belongs to no area, so a new test is placed
// the day it is written. One name per area; `also` lists the names older layers still use for
// it (contract families, pages, tables), so a search for either finds the area.
//
// Each area: `server` is the server test files it owns (a name, or a prefix ending in `-`);
// `features` the portal feature folders (their unit tests run with it); `e2e` the e2e specs.
// `platform` owns what belongs to no one area (the app, auth, the kit, the crash and fuzz tests).

/** @typedef {{ name: string, title: string, also?: string[], server: string[], features: string[], e2e: string[] }} Area */

/** @type {Area[]} */
export const AREAS = [
  {
    name: 'cases',
    title: 'Transaction cases',
    also: ['tran', 'case'],
    server: ['cases', 'cases-', 'first-user-cases', 'dashboard-closing', 'uploads', 'letters'],
    features: ['cases', 'home', 'status'],
    e2e: ['cases-', 'create-case'],
  },
  {
    name: 'applications',
    title: 'Applications and approvals',
    also: ['approvals', 'examine', 'application'],
    server: ['applications', 'applications-'],
    features: ['approvals'],
    e2e: ['approvals-'],
  },
  {
    name: 'people',
    title: 'People, roles and the organisation',
    also: ['agent', 'user', 'org', 'roles', 'coach', 'dre', 'personal'],
    server: [
      'people',
      'people-',
      'roles',
      'roles-',
      'role-effect',
      'org-',
      'coach-agreements',
      'dre',
      'dre-',
    ],
    features: ['people', 'org', 'coach', 'personal'],
    e2e: ['people-'],
  },
  {
    name: 'messages',
    title: 'The message center and mail',
    also: ['message', 'templates', 'outbox'],
    server: ['message-', 'outbox-', 'unread-stream', 'badges'],
    features: ['messages'],
    e2e: ['messages', 'message-'],
  },
  {
    name: 'institute',
    title: 'The institute: courses, registrations, the public hall',
    also: ['course', 'tourist', 'outsiders', 'registration'],
    server: ['institute-'],
    features: ['institute'],
    e2e: ['institute'],
  },
  {
    name: 'commerce',
    title: 'Commerce: products, carts, orders, payments, refunds',
    also: ['market', 'shop', 'order', 'product', 'cart', 'refund'],
    server: ['commerce', 'commerce-', 'idempotency'],
    features: ['market', 'shop'],
    e2e: ['commerce-'],
  },
  {
    name: 'finance',
    title: 'Finance: the ledger, tokens, commissions, payroll, payouts, 1099',
    also: [
      'ledger',
      'payroll',
      'tokens',
      'payee',
      'lecturerPay',
      'statement',
      'commission',
      'titleReceipt',
      'agentFee',
      'referralFee',
      'cda',
    ],
    server: [
      'finance-',
      'ledger',
      'ledger-',
      'payroll',
      'payroll-',
      'lecturer-shares',
      'first-user-money',
      'money-',
      'commission-',
    ],
    features: ['finance'],
    e2e: ['finance-'],
  },
  {
    name: 'mailing',
    title: 'The mailing list',
    also: ['unsubscribe'],
    server: ['mailing'],
    features: ['mailing'],
    e2e: ['mailing'],
  },
  {
    name: 'system',
    title: "System configuration and the office's lists",
    also: ['blacklist', 'fileMgt', 'serverConfig', 'dictionary', 'boards'],
    server: ['system-', 'blacklist', 'office-lists', 'first-user-office'],
    features: ['system'],
    e2e: ['system-'],
  },
  {
    name: 'listings',
    title: 'Listings',
    also: ['housing', 'listing'],
    server: ['listings', 'listing-'],
    features: ['listings'],
    e2e: ['listings', 'first-user-listing'],
  },
  {
    name: 'calendar',
    title: 'The calendar',
    also: ['ics', 'feed'],
    server: ['calendar'],
    features: ['calendar'],
    e2e: ['calendar'],
  },
  {
    name: 'statistics',
    title: 'Production statistics and awards',
    also: ['production', 'awards', 'statistical'],
    server: ['production', 'statistics-', 'first-user-statistics'],
    features: ['statistics'],
    e2e: ['statistics-'],
  },
  {
    name: 'groups',
    title: 'Groups and group e-mail',
    also: ['group'],
    server: ['groups', 'first-user-groups'],
    features: ['groups'],
    e2e: ['groups'],
  },
  {
    name: 'platform',
    title: 'The app, sign-in, the kit and the whole-system checks',
    also: ['auth', 'shell', 'kit', 'search', 'ops', 'health', 'metrics'],
    server: [
      'answer-check',
      'app',
      'auth',
      'backup',
      'business-clock',
      'change-log',
      'codes',
      'crash',
      'csv',
      'csv-',
      'data-dir-lock',
      'engines',
      'enumeration',
      'field-limits',
      'field-limits-',
      'fuzz',
      'handler-writes',
      'hostile-input',
      'job-runner',
      'log-redaction',
      'login-',
      'main',
      'ops-',
      'own-work',
      'permissions',
      'query-helpers',
      'revocation-processes',
      'schema-drift',
      'search',
      'seed-pool',
      'session-idle',
      'trusted-proxy',
      'two-step',
      'views',
    ],
    features: ['auth'],
    e2e: [
      'auth',
      'axe',
      'change-log',
      'day-at-the-brokerage',
      'errors',
      'first-user',
      'first-user-forms',
      'first-user-language',
      'first-user-pages',
      'first-user-shell',
      'keyboard',
      'kit',
      'ops-',
      'layout',
      'navigation',
      'two-step',
      'views',
      'visual',
    ],
  },
];

/**
 * Whether a test file's base name (without `.test.ts` / `.spec.ts`) is one an entry names: the
 * name itself, or any name under a prefix ending in `-`.
 */
export const owns = (entries, base) =>
  entries.some((entry) => (entry.endsWith('-') ? base.startsWith(entry) : base === entry));

/** The areas that own a test file's base name (one, when the list is right). */
export const ownersOf = (kind, base) => AREAS.filter((area) => owns(area[kind], base));
