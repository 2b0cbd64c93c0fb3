/**
 * Demo data. DEMO ONLY: these accounts share one published password and must never
 * exist in a real deployment (start with SEED_DEMO=0 there). Tests iterate over DEMO_USERS.
 */
import { MODULE_IDS, type ModuleKey } from '@bq/contract';

export const DEMO_PASSWORD = 'bq-demo-2026';

const MENUS = Object.keys(MODULE_IDS).filter((k) => !k.includes('/')) as ModuleKey[];

/** A menu with all its children (pages and permission items). */
function menus(...keys: string[]): string[] {
  return (Object.entries(MODULE_IDS) as [string, string][])
    .filter(([k]) => keys.some((m) => k === m || k.startsWith(`${m}/`)))
    .map(([, id]) => id);
}

const ids = (...keys: ModuleKey[]) => keys.map((k) => MODULE_IDS[k]);

export const DEMO_DUTIES = [
  'Administration',
  'Sales',
  'Institute',
  'Finance',
  'Operations',
] as const;

export const DEMO_ROLES = {
  admin: { name: 'Administrator', duty: 'Administration', modules: menus(...MENUS) },
  agent: {
    name: 'Agent',
    duty: 'Sales',
    modules: [
      ...menus('home', 'transaction', 'agent-center', 'coach-center', 'bq-institute', 'buy-car'),
      ...menus('housing-manage', 'calendar'),
      // Their own groups (a team) only: every group of the office is the administrators'.
      ...ids('group', 'group/list', 'group/detail', 'group/send-email'),
      ...ids('approval', 'approval/apply', 'marketing', 'marketing/confirmorder'),
      // The statistics and awards pages, not their manage item (closing periods, giving awards).
      ...ids('statistical-awards', 'statistical-awards/statistical', 'statistical-awards/awards'),
    ],
  },
  lecturer: {
    name: 'Lecturer',
    duty: 'Institute',
    modules: menus('home', 'lecturer-center', 'bq-institute', 'calendar'),
  },
  finance: {
    name: 'Finance',
    duty: 'Finance',
    modules: [
      ...menus('home', 'financial', 'calendar'),
      ...ids('approval', 'approval/apply'),
      // A second manager of statistics: an award set up by one is confirmed by another.
      ...menus('statistical-awards'),
    ],
  },
  approver: {
    name: 'Approver',
    duty: 'Operations',
    modules: [...menus('home', 'approval', 'messagecenter', 'calendar')],
  },
} as const;

export type DemoRoleKey = keyof typeof DEMO_ROLES;

export interface DemoUser {
  email: string;
  name: string;
  kind: 'staff' | 'tourist';
  /** Roles held; the first is active. */
  roles: DemoRoleKey[];
  agent?: { status: 1 | 2 | 3; mentorCertificate: 0 | 1; boardMember: boolean };
  unread: number;
  read: number;
  /** Own applications waiting for a decision. */
  pendingOwn: number;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@bq.example.com',
    name: 'Ada Admin',
    kind: 'staff',
    roles: ['admin'],
    unread: 1,
    read: 0,
    pendingOwn: 0,
  },
  {
    email: 'agent@bq.example.com',
    name: 'Alex Agent',
    kind: 'staff',
    roles: ['agent'],
    agent: { status: 1, mentorCertificate: 0, boardMember: true },
    unread: 5,
    read: 2,
    pendingOwn: 3,
  },
  {
    email: 'agent.nolicense@bq.example.com',
    name: 'Nico Nolicense',
    kind: 'staff',
    roles: ['agent'],
    agent: { status: 3, mentorCertificate: 0, boardMember: false },
    unread: 1,
    read: 0,
    pendingOwn: 40,
  },
  {
    email: 'agent.noboard@bq.example.com',
    name: 'Bo Noboard',
    kind: 'staff',
    roles: ['agent'],
    agent: { status: 2, mentorCertificate: 0, boardMember: false },
    unread: 1,
    read: 0,
    pendingOwn: 40,
  },
  {
    email: 'mentor@bq.example.com',
    name: 'Mei Mentor',
    kind: 'staff',
    roles: ['agent'],
    agent: { status: 1, mentorCertificate: 1, boardMember: true },
    unread: 1,
    read: 0,
    pendingOwn: 40,
  },
  {
    email: 'lecturer@bq.example.com',
    name: 'Lee Lecturer',
    kind: 'staff',
    roles: ['lecturer'],
    unread: 1,
    read: 0,
    pendingOwn: 0,
  },
  {
    email: 'finance@bq.example.com',
    name: 'Fay Finance',
    kind: 'staff',
    roles: ['finance'],
    unread: 1,
    read: 0,
    pendingOwn: 27,
  },
  {
    email: 'approver@bq.example.com',
    name: 'April Approver',
    kind: 'staff',
    roles: ['approver'],
    unread: 12,
    read: 3,
    pendingOwn: 0,
  },
  {
    email: 'multi@bq.example.com',
    name: 'Max Multirole',
    kind: 'staff',
    roles: ['agent', 'approver'],
    agent: { status: 1, mentorCertificate: 0, boardMember: true },
    unread: 2,
    read: 0,
    pendingOwn: 0,
  },
  {
    email: 'norole@bq.example.com',
    name: 'Nora Norole',
    kind: 'staff',
    roles: [],
    unread: 0,
    read: 0,
    pendingOwn: 0,
  },
  {
    email: 'tourist@bq.example.com',
    name: 'Tess Tourist',
    kind: 'tourist',
    roles: [],
    unread: 0,
    read: 0,
    pendingOwn: 0,
  },
];

/** All pending applications in the demo: what an approver's badge shows (99+ in the header). */
export const DEMO_PENDING_TOTAL = DEMO_USERS.reduce((sum, u) => sum + u.pendingOwn, 0);

export const DEMO_ORGS = [
  { region: 'Bay Area', branches: ['San Francisco', 'San Jose', 'Fremont'] },
  { region: 'Southern California', branches: ['Los Angeles', 'Irvine', 'San Diego'] },
  { region: 'Central Valley', branches: ['Sacramento', 'Fresno'] },
] as const;
