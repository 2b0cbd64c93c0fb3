import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ LETTER_HOURLY_LIMIT: '5' });
});
afterAll(() => t.close());

const json = (token: string) => ({ token, encoding: 'json' as const });

async function userId(email: string): Promise<number> {
  const token = await sessionFor(t, email);
  const me = await call(t.app, 'general/user/getUserRoles', { needRole: false }, { token });
  return me.data.userId;
}

describe('letters (bq/messageStation/sendStationMessage)', () => {
  it('delivers a letter to the receiver, from the sender, unread', async () => {
    const lecturer = await userId('lecturer@bq.example.com');
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const sent = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      {
        receiverIds: [lecturer],
        title: 'Question about the course',
        content: 'When does it start?',
      },
      json(agent),
    );
    expect(sent).toMatchObject({ code: 200, data: { sent: 1 } });
    const inbox = await call(
      t.app,
      'bq/messageStation/getMessageList',
      { status: 0 },
      { token: await sessionFor(t, 'lecturer@bq.example.com') },
    );
    const letter = inbox.data.list.find(
      (m: { title: string }) => m.title === 'Question about the course',
    );
    expect(letter).toMatchObject({
      title: 'Question about the course',
      sender: 'Alex Agent',
      status: 0,
    });
  });

  it('sends nothing when a receiver does not exist', async () => {
    const lecturer = await userId('lecturer@bq.example.com');
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const before = await call(
      t.app,
      'bq/messageStation/getUnreadNum',
      {},
      {
        token: await sessionFor(t, 'lecturer@bq.example.com'),
      },
    );
    const answer = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [lecturer, 999_999], title: 'Hello', content: 'Anyone there?' },
      json(agent),
    );
    expect(answer).toMatchObject({
      code: 400,
      message: 'Receivers: include someone who cannot receive letters from you.',
    });
    const after = await call(
      t.app,
      'bq/messageStation/getUnreadNum',
      {},
      {
        token: await sessionFor(t, 'lecturer@bq.example.com'),
      },
    );
    expect(after.data.unReadNum).toBe(before.data.unReadNum);
  });

  it('refuses an empty letter with a message naming the field', async () => {
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const answer = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [1], title: '', content: 'x' },
      json(agent),
    );
    expect(answer.code).toBe(400);
    expect(answer.message).toBe('Title: is required.');
    expect(answer.data.fields).toEqual([{ field: 'title', message: 'is required' }]);
  });

  it('is not open to a role without the letter or message-center pages', async () => {
    const finance = await sessionFor(t, 'finance@bq.example.com');
    const answer = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [1], title: 'Hi', content: 'x' },
      json(finance),
    );
    // Finance holds the home menu with all its pages, so it may write letters.
    expect(answer.code).toBe(200);
    const guest = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      {
        receiverIds: [1],
        title: 'Hi',
        content: 'x',
      },
      { encoding: 'json' },
    );
    expect([401, 1001]).toContain(guest.code);
  });

  it('answers an unknown id and a tourist alike for an agent, but the message center reaches tourists', async () => {
    const tourist = await userId('tourist@bq.example.com');
    const agent = await sessionFor(t, 'mentor@bq.example.com');
    const letter = { title: 'Hi', content: 'x' };
    const toTourist = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [tourist], ...letter },
      json(agent),
    );
    const toNobody = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [2_000_000_000], ...letter },
      json(agent),
    );
    expect(toTourist.code).toBe(400);
    expect(toNobody).toEqual(toTourist);
    const admin = await sessionFor(t, 'admin@bq.example.com');
    const fromCenter = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [tourist], ...letter },
      json(admin),
    );
    expect(fromCenter.code).toBe(200);
  });

  it('caps the letters one sender sends per hour', async () => {
    const lecturer = await userId('lecturer@bq.example.com');
    const sender = await sessionFor(t, 'approver@bq.example.com');
    const send = () =>
      call(
        t.app,
        'bq/messageStation/sendStationMessage',
        { receiverIds: [lecturer], title: 'Again', content: 'x' },
        json(sender),
      );
    for (let i = 0; i < 5; i++) expect((await send()).code).toBe(200);
    expect(await send()).toMatchObject({
      code: 429,
      message: 'You can send at most 5 letters an hour; please try again later',
    });
    t.clock.now += 3_600_001;
    expect((await send()).code).toBe(200);
  });
});
