import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, outbox } from '../src/db/schema.js';
import { api, applied, TUTOR, tokens, userIdOf, type Who } from './applications-helpers.js';
import { startApp, type TestApp } from './helpers.js';

let t: TestApp;
let tk: Record<Who, string>;
beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
});
afterAll(() => t?.close());

type Preference = { code: string; delivery: string; mandatory: boolean; channel: string };
const preferences = async (token: string): Promise<Preference[]> =>
  (await api(t, 'messagePreference/getList', token)).data.list;

describe('delivery preferences per event (issue 13)', () => {
  it('lists every event with its own channel until the person chooses', async () => {
    const list = await preferences(tk.noboard);
    expect(list.find((p) => p.code === 'application-decided')).toEqual(
      expect.objectContaining({ delivery: 'station', channel: 'station', mandatory: true }),
    );
    expect(list.find((p) => p.code === 'case-submitted')).toMatchObject({ mandatory: false });
  });

  it('refuses to drop the channel the office requires, and keeps a choice per person', async () => {
    const dropped = await api(t, 'messagePreference/update', tk.noboard, {
      code: 'application-decided',
      delivery: 'email',
    });
    expect(dropped.code).toBe(400);
    expect(dropped.data.fields[0]).toEqual({
      field: 'delivery',
      message: 'must include in-app: the office requires this message there',
    });
    const unknown = await api(t, 'messagePreference/update', tk.noboard, {
      code: '__proto__',
      delivery: 'both',
    });
    expect(unknown.code).toBe(400);

    const optional = await api(t, 'messagePreference/update', tk.noboard, {
      code: 'case-submitted',
      delivery: 'email',
    });
    expect(optional.data).toEqual({ code: 'case-submitted', delivery: 'email' });
    expect((await preferences(tk.noboard)).find((p) => p.code === 'case-submitted')?.delivery).toBe(
      'email',
    );
    // Someone else's choices are their own.
    expect((await preferences(tk.agent)).find((p) => p.code === 'case-submitted')?.delivery).toBe(
      'station',
    );
  });

  it('a decision reaches an applicant who chose both in the portal and by e-mail, from the template', async () => {
    await api(t, 'messagePreference/update', tk.noboard, {
      code: 'application-decided',
      delivery: 'both',
    });
    const id = await applied(t, tk.noboard, TUTOR);
    const passed = await api(t, 'application/pass', tk.approver, { id, comment: 'Go ahead' });
    expect(passed.code).toBe(200);

    const userId = await userIdOf(t, 'agent.noboard@bq.example.com');
    const [letter] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(letter?.title).toBe(`Application #${id} approved`);
    expect(letter?.content).toBe(`Your tutoring application #${id}: approved. Comment: Go ahead`);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddr, 'agent.noboard@bq.example.com'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail).toMatchObject({ subject: letter?.title, body: letter?.content, status: 'queued' });
  });
});
