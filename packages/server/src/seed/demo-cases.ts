/**
 * Demo transaction cases (DEMO ONLY): a handful per licensed demo agent across every type and
 * status, with team splits, status history and one small document each, spread over the last
 * eleven months so the case list, the history pages and the /home charts have something to show.
 */
import { CASE_TRANSITIONS, type CaseStatus, type CaseType, type PurchaseKind } from '@bq/contract';
import { inArray, sql } from 'drizzle-orm';
import { businessDay, businessYear } from '../clock/business-clock.js';
import type { Tx } from '../db/index.js';
import {
  caseChanges,
  caseDocuments,
  caseStatusHistory,
  cases,
  caseTeam,
  users,
} from '../db/schema.js';
import { addressKeyOf, searchTextOf } from '../domain/cases/address.js';

interface DemoCase {
  owner: string;
  type: CaseType;
  kind?: PurchaseKind;
  status: CaseStatus;
  /** Index into ADDRESSES: repeats make the history pages group cases. */
  address: number;
  price: string;
  client: string;
  team?: [string, string][];
  monthsAgo: number;
}

const ADDRESSES = [
  ['1452 Lincoln Ave', '', 'San Jose', 'CA', '95125', '264-41-032'],
  ['88 King St', 'Unit 1203', 'San Francisco', 'CA', '94107', '3794-112'],
  ['39 Via Paloma', '', 'Irvine', 'CA', '92618', '471-221-09'],
  ['2207 Mission Blvd', '', 'Fremont', 'CA', '94539', '513-1400-011'],
  ['710 Oak Grove Dr', 'Apt 4', 'Sacramento', 'CA', '95831', '031-0270-019'],
  ['16 Harbor View Ct', '', 'San Diego', 'CA', '92106', '450-611-07'],
  ['5120 Wilshire Blvd', 'Suite 300', 'Los Angeles', 'CA', '90036', '5089-012-044'],
] as const;

const AGENT = 'agent@bq.example.com';
const MENTOR = 'mentor@bq.example.com';
const MULTI = 'multi@bq.example.com';
const NOBOARD = 'agent.noboard@bq.example.com';

export const DEMO_CASES: readonly DemoCase[] = [
  {
    owner: AGENT,
    type: 1,
    kind: 'resale',
    status: 'draft',
    address: 0,
    price: '1385000',
    client: 'Wei Chen',
    monthsAgo: 0,
  },
  {
    owner: AGENT,
    type: 1,
    kind: 'new',
    status: 'submitted',
    address: 2,
    price: '1720000',
    client: 'Lin Zhou',
    team: [
      [AGENT, '60'],
      [MENTOR, '40'],
    ],
    monthsAgo: 1,
  },
  {
    owner: AGENT,
    type: 3,
    status: 'in_review',
    address: 1,
    price: '998000',
    client: 'Grace Park',
    monthsAgo: 2,
  },
  {
    owner: AGENT,
    type: 4,
    status: 'approved',
    address: 0,
    price: '880000',
    client: 'Wei Chen',
    monthsAgo: 3,
  },
  {
    owner: AGENT,
    type: 5,
    status: 'closed',
    address: 4,
    price: '3150',
    client: 'Rosa Diaz',
    monthsAgo: 5,
  },
  {
    owner: AGENT,
    type: 6,
    status: 'cancelled',
    address: 5,
    price: '1100000',
    client: 'Tom Nguyen',
    monthsAgo: 7,
  },
  {
    owner: AGENT,
    type: 1,
    kind: 'resale',
    status: 'closed',
    address: 3,
    price: '1265000',
    client: 'Amy Liu',
    team: [
      [AGENT, '33.33'],
      [MENTOR, '33.33'],
      [MULTI, '33.34'],
    ],
    monthsAgo: 9,
  },
  {
    owner: MENTOR,
    type: 3,
    status: 'draft',
    address: 6,
    price: '2450000',
    client: 'Harold Kim',
    monthsAgo: 0,
  },
  {
    owner: MENTOR,
    type: 1,
    kind: 'resale',
    status: 'closed',
    address: 1,
    price: '1050000',
    client: 'Jia Wang',
    team: [
      [MENTOR, '50'],
      [AGENT, '50'],
    ],
    monthsAgo: 4,
  },
  {
    owner: MENTOR,
    type: 4,
    status: 'submitted',
    address: 5,
    price: '720000',
    client: 'Omar Haddad',
    monthsAgo: 1,
  },
  {
    owner: MENTOR,
    type: 5,
    status: 'approved',
    address: 4,
    price: '2950',
    client: 'Rosa Diaz',
    monthsAgo: 6,
  },
  {
    owner: MULTI,
    type: 1,
    kind: 'new',
    status: 'in_review',
    address: 2,
    price: '1690000',
    client: 'Ken Sato',
    monthsAgo: 2,
  },
  {
    owner: MULTI,
    type: 6,
    status: 'closed',
    address: 6,
    price: '2300000',
    client: 'Priya Shah',
    monthsAgo: 10,
  },
  {
    owner: MULTI,
    type: 3,
    status: 'draft',
    address: 3,
    price: '1299000',
    client: 'Dana White',
    monthsAgo: 0,
  },
  {
    owner: NOBOARD,
    type: 1,
    kind: 'resale',
    status: 'draft',
    address: 5,
    price: '915000',
    client: 'Ivy Lam',
    monthsAgo: 0,
  },
  {
    owner: NOBOARD,
    type: 6,
    status: 'submitted',
    address: 0,
    price: '1400000',
    client: 'Sam Ortiz',
    monthsAgo: 1,
  },
];

/** The status moves from draft to `target` along CASE_TRANSITIONS (cancelled straight from draft). */
function pathTo(target: CaseStatus): CaseStatus[] {
  const order: CaseStatus[] = ['draft', 'submitted', 'in_review', 'approved', 'closed'];
  if (target === 'cancelled') return ['draft', 'cancelled'];
  return order.slice(0, order.indexOf(target) + 1);
}

/** A minimal valid PDF: enough for the download and the content check to be real. */
const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const PRICE_COLUMN = {
  1: 'purchasePrice',
  3: 'listPrice',
  4: 'loanAmount',
  5: 'monthlyRent',
  6: 'purchasePrice',
} as const;
const DOC_OF = {
  1: 'purchase-agreement',
  3: 'listing-agreement',
  4: 'loan-application',
  5: 'management-agreement',
  6: 'referral-agreement',
} as const;

export async function seedDemoCases(tx: Tx, now: Date): Promise<void> {
  const emails = [
    ...new Set(DEMO_CASES.flatMap((c) => [c.owner, ...(c.team ?? []).map((t) => t[0])])),
  ];
  const found = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(found.map((u) => [u.email, u.id]));
  const uid = (email: string) => idOf.get(email) ?? 0;
  const reviewer = uid(MULTI);
  const DAY = 86_400_000;

  // Case numbers reserved up front so every table is written by one statement (seeding runs on
  // every fresh test database; a hundred round trips would cost seconds on a busy machine).
  const numbers = await tx
    .select({ n: sql<string>`nextval('case_no_seq')::text` })
    .from(sql`generate_series(1, ${DEMO_CASES.length})`);
  const plans = DEMO_CASES.map((c, i) => {
    const [street, unit, city, state, zip, apn] = ADDRESSES[c.address] ?? ADDRESSES[0];
    const address = { street, unit, city, state, zip };
    const created = new Date(now.getTime() - (c.monthsAgo * 30 + 3) * DAY - i * 3_600_000);
    const steps = pathTo(c.status);
    const seq = numbers[i]?.n ?? String(i + 1);
    const caseNo = `BQ-${businessYear(created)}-${seq.padStart(6, '0')}`;
    const clients = [
      {
        name: c.client,
        email: `${c.client.split(' ')[0]?.toLowerCase()}@example.com`,
        phone: '(408) 555-0100',
        role: 'client',
      },
    ];
    return { c, address, apn, created, steps, caseNo, clients };
  });
  const inserted = await tx
    .insert(cases)
    .values(
      plans.map(({ c, address, apn, created, steps, caseNo, clients }) => ({
        caseNo,
        type: c.type,
        purchaseKind: c.type === 1 ? (c.kind ?? 'resale') : null,
        status: c.status,
        ownerId: uid(c.owner),
        ...address,
        addressKey: addressKeyOf(address),
        apn,
        clients,
        [PRICE_COLUMN[c.type]]: c.price,
        acceptanceDate: businessDay(created),
        closeOfEscrowDate: businessDay(new Date(created.getTime() + 35 * DAY)),
        escrow: {
          company: 'Golden Gate Escrow',
          officer: 'Nina Park',
          phone: '(415) 555-0170',
          email: 'nina@gg-escrow.com',
        },
        lender:
          c.type === 4
            ? {
                company: 'Pacific Home Loans',
                officer: 'Raj Patel',
                phone: '(408) 555-0123',
                email: 'raj@phl-lending.com',
              }
            : {},
        otherSide: {
          agentName: 'Chris Morgan',
          brokerage: 'Coastline Realty',
          phone: '(650) 555-0188',
          email: 'chris@coastline-title.com',
        },
        commissionPercent: c.type === 5 ? null : '2.5000',
        commissionAmount: c.type === 5 ? '1575.00' : null,
        referralFeePercent: c.type === 6 ? '25.0000' : null,
        notes: 'Demo case.',
        searchText: searchTextOf(caseNo, address, clients),
        createdAt: created,
        updatedAt: new Date(created.getTime() + (steps.length - 1) * 2 * DAY),
        submittedAt: steps.includes('submitted') ? new Date(created.getTime() + 2 * DAY) : null,
      })),
    )
    .returning({ id: cases.id, caseNo: cases.caseNo });
  const idOfCase = new Map(inserted.map((r) => [r.caseNo, r.id]));
  const rows = plans.map((p) => ({ ...p, id: idOfCase.get(p.caseNo) ?? 0 }));

  const team = rows.flatMap(({ c, id }) =>
    (c.team ?? []).map(([email, percent]) => ({ caseId: id, userId: uid(email), percent })),
  );
  if (team.length > 0) await tx.insert(caseTeam).values(team);
  await tx.insert(caseDocuments).values(
    rows.map(({ c, id, created }) => ({
      caseId: id,
      docType: c.type === 1 && c.kind === 'new' ? 'builder-contract' : DOC_OF[c.type],
      fileName: 'agreement.pdf',
      mime: 'application/pdf',
      size: DEMO_PDF.length,
      content: DEMO_PDF,
      uploadedBy: uid(c.owner),
      uploadedAt: created,
    })),
  );
  await tx.insert(caseChanges).values(
    rows.map(({ c, id, created }) => ({
      caseId: id,
      action: 'save',
      fields: ['address', 'clients', PRICE_COLUMN[c.type]],
      byUser: uid(c.owner),
      at: created,
    })),
  );
  await tx.insert(caseStatusHistory).values(
    rows.flatMap(({ c, id, created, steps }) =>
      steps.map((to, n) => {
        const move = CASE_TRANSITIONS.find((t) => t.from === steps[n - 1] && t.to === to);
        return {
          caseId: id,
          fromStatus: n === 0 ? null : (steps[n - 1] ?? null),
          toStatus: to,
          byUser: n === 0 || move?.by === 'owner' ? uid(c.owner) : reviewer,
          at: new Date(created.getTime() + n * 2 * DAY),
          comment:
            n === 0 ? 'Case created' : to === 'cancelled' ? 'Client chose another property' : '',
        };
      }),
    ),
  );
}
