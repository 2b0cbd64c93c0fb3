import { eq } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { agents, users } from '../db/schema.js';
import {
  coachProfiles,
  courseLecturers,
  courseProperties,
  courseSessions,
  courses,
  lecturerProfiles,
} from '../db/schema-institute.js';

export const DEMO_COURSE_CATEGORIES = ['Licensing', 'Sales skills', 'Compliance', 'Technology'];
export const DEMO_COURSE_TAGS = [
  'Beginner',
  'Advanced',
  'Negotiation',
  'Contracts',
  'Ethics',
  'Marketing',
  'Online tools',
];

interface DemoCourse {
  titleZh: string;
  titleEn: string;
  descriptionZh: string;
  descriptionEn: string;
  category: string;
  tags: string[];
  online: boolean;
  price: string;
  ceHours: string;
  seats: number;
  status: 'draft' | 'published';
  /** Sessions as [start, end, place]; all in 2027, after the demo's "today". */
  sessions: [string, string, string][];
}

const OFFICE = 'BQ Realty training room, 100 Market St, San Francisco, CA';
const ZOOM = 'https://zoom.example.com/j/bq-institute';

/** Six published courses by the demo lecturer (free and paid, online and in the room) and a draft. */
export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    titleZh: '加州房地产执照考试冲刺',
    titleEn: 'California licence exam prep',
    descriptionZh: '三次课带你复习加州销售员执照考试的重点与真题。',
    descriptionEn:
      'Three evenings through the key topics and past questions of the salesperson exam.',
    category: 'Licensing',
    tags: ['Beginner'],
    online: false,
    price: '0.00',
    ceHours: '9.0',
    seats: 20,
    status: 'published',
    sessions: [
      ['2027-01-12T02:00:00Z', '2027-01-12T05:00:00Z', OFFICE],
      ['2027-01-19T02:00:00Z', '2027-01-19T05:00:00Z', OFFICE],
      ['2027-01-26T02:00:00Z', '2027-01-26T05:00:00Z', OFFICE],
    ],
  },
  {
    titleZh: '谈判技巧工作坊',
    titleEn: 'Negotiation workshop',
    descriptionZh: '通过角色扮演练习买卖双方的谈判。',
    descriptionEn: 'Role-play buyer and seller negotiations with feedback from the lecturer.',
    category: 'Sales skills',
    tags: ['Negotiation', 'Advanced'],
    online: false,
    price: '149.00',
    ceHours: '3.0',
    seats: 12,
    status: 'published',
    sessions: [['2027-02-06T17:00:00Z', '2027-02-06T20:00:00Z', OFFICE]],
  },
  {
    titleZh: '合规与职业道德',
    titleEn: 'Compliance and ethics',
    descriptionZh: '续牌必修：公平住房、信息披露与职业道德。',
    descriptionEn: 'Required for renewal: fair housing, disclosures and professional ethics.',
    category: 'Compliance',
    tags: ['Ethics', 'Contracts'],
    online: true,
    price: '0.00',
    ceHours: '4.5',
    seats: 100,
    status: 'published',
    sessions: [['2027-02-15T18:00:00Z', '2027-02-15T22:30:00Z', ZOOM]],
  },
  {
    titleZh: '一对一合同审阅',
    titleEn: 'One-on-one contract review',
    descriptionZh: '只有一个名额：带上你的合同草稿，讲师逐条讲解。',
    descriptionEn: 'A single seat: bring your draft contract and go through it clause by clause.',
    category: 'Compliance',
    tags: ['Contracts'],
    online: true,
    price: '0.00',
    ceHours: '1.0',
    seats: 1,
    status: 'published',
    sessions: [['2027-03-02T19:00:00Z', '2027-03-02T20:00:00Z', ZOOM]],
  },
  {
    titleZh: '社交媒体营销',
    titleEn: 'Social media marketing',
    descriptionZh: '用短视频和社交平台获客。',
    descriptionEn: 'Find clients with short videos and social platforms.',
    category: 'Technology',
    tags: ['Marketing', 'Online tools'],
    online: true,
    price: '59.50',
    ceHours: '2.0',
    seats: 50,
    status: 'published',
    sessions: [
      ['2027-03-10T01:00:00Z', '2027-03-10T02:30:00Z', ZOOM],
      ['2027-03-17T01:00:00Z', '2027-03-17T02:30:00Z', ZOOM],
    ],
  },
  {
    titleZh: '新人经纪入门',
    titleEn: 'First steps as an agent',
    descriptionZh: '从第一个客户到第一笔成交。',
    descriptionEn: 'From the first client to the first closing.',
    category: 'Sales skills',
    tags: ['Beginner', 'Marketing'],
    online: false,
    price: '0.00',
    ceHours: '6.0',
    seats: 30,
    status: 'published',
    sessions: [
      ['2027-04-03T17:00:00Z', '2027-04-03T20:00:00Z', OFFICE],
      ['2027-04-10T17:00:00Z', '2027-04-10T20:00:00Z', OFFICE],
    ],
  },
  {
    titleZh: '房产数据分析（草稿）',
    titleEn: 'Property data analysis (draft)',
    descriptionZh: '尚未发布。',
    descriptionEn: 'Not published yet.',
    category: 'Technology',
    tags: ['Online tools'],
    online: true,
    price: '0.00',
    ceHours: '2.0',
    seats: 25,
    status: 'draft',
    sessions: [['2027-05-05T01:00:00Z', '2027-05-05T03:00:00Z', ZOOM]],
  },
];

const idOf = async (tx: Tx, email: string) => {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
};

/** Course properties, the lecturer's and the mentor's profiles, and the demo courses. */
export async function seedDemoInstitute(tx: Tx, at: Date): Promise<void> {
  const set = { categories: DEMO_COURSE_CATEGORIES, tags: DEMO_COURSE_TAGS, maxTags: 3 };
  await tx
    .insert(courseProperties)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: courseProperties.id, set });
  const lecturerId = await idOf(tx, 'lecturer@bq.example.com');
  const mentorId = await idOf(tx, 'mentor@bq.example.com');
  if (!lecturerId) return;
  await tx.insert(lecturerProfiles).values({
    userId: lecturerId,
    bioZh: '李老师拥有十五年加州房地产从业经验，专注执照培训与合规。',
    bioEn: 'Lee has fifteen years in California real estate and teaches licensing and compliance.',
  });
  if (mentorId) {
    const [agent] = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(eq(agents.userId, mentorId));
    if (agent) {
      await tx.insert(coachProfiles).values({
        agentId: agent.id,
        bio: 'Mei coaches new agents through their first year: listings, open houses, offers.',
        specialties: ['First-year agents', 'Listings', 'Open houses'],
      });
    }
  }
  for (const c of DEMO_COURSES) {
    const { sessions, ...fields } = c;
    const [row] = await tx
      .insert(courses)
      .values({
        ...fields,
        firstStartsAt: new Date(sessions[0]?.[0] ?? at),
        createdBy: lecturerId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: courses.id });
    if (!row) continue;
    await tx.insert(courseLecturers).values({ courseId: row.id, userId: lecturerId });
    await tx.insert(courseSessions).values(
      sessions.map(([startsAt, endsAt, place]) => ({
        courseId: row.id,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        place,
      })),
    );
  }
}
