import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS_PER_USER } from '../src/unread-stream.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** Reads server-sent events as they come: each call waits for the next `data:` line. */
function events(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{ unReadNum: number }> {
    for (;;) {
      const line = buffer.split('\n\n').find((chunk) => chunk.startsWith('data: '));
      if (line) {
        buffer = buffer.slice(buffer.indexOf(line) + line.length + 2);
        return JSON.parse(line.slice(6));
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe('the unread count as server-sent events (issue 13)', () => {
  it('sends the count at once and again when a letter arrives', async () => {
    const lecturer = await sessionFor(t, 'lecturer@bq.example.com');
    const controller = new AbortController();
    const response = await fetch(
      `${base}/api/bq/messageStation/unreadStream?token=${encodeURIComponent(lecturer)}`,
      { signal: controller.signal },
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const next = events(response);
    const first = await next();

    const lecturerId = (
      await t.database.db.query.users.findFirst({
        where: (u, { eq }) => eq(u.email, 'lecturer@bq.example.com'),
      })
    )?.id;
    const sent = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [lecturerId], title: 'Live', content: 'counted at once' },
      { token: await sessionFor(t, 'agent@bq.example.com'), encoding: 'json' },
    );
    expect(sent.code).toBe(200);
    expect(await next()).toEqual({ unReadNum: first.unReadNum + 1 });
    controller.abort();
  });

  it("caps one person's open streams: a further one ends their oldest, and nobody else's", async () => {
    const open = async (token: string) => {
      const controller = new AbortController();
      const response = await fetch(
        `${base}/api/bq/messageStation/unreadStream?token=${encodeURIComponent(token)}`,
        { signal: controller.signal },
      );
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      /** Reads until `until` is in what came, or the server ends the stream; all of it. */
      const readUntil = async (until: string) => {
        while (!text.includes(until)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
        return text;
      };
      return { controller, readUntil };
    };
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const other = await open(await sessionFor(t, 'finance@bq.example.com'));
    await other.readUntil('data: ');
    const streams = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) {
      const stream = await open(agent);
      await stream.readUntil('data: '); // counted before the next one opens
      streams.push(stream);
    }
    const newest = await open(agent);
    expect(await newest.readUntil('data: ')).toMatch(/data: \{"unReadNum":\d+\}/);
    // The oldest is told why and ended (the portal then falls back to its 30 s poll).
    expect(await streams[0]?.readUntil('never sent')).toContain(
      'event: end\ndata: {"reason":"too many open streams"}',
    );
    // The next oldest and the other person's stream stay open: a letter to each is counted.
    const ids = await t.database.db.query.users.findMany({
      where: (u, { inArray }) =>
        inArray(u.email, ['agent@bq.example.com', 'finance@bq.example.com']),
    });
    const sent = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: ids.map((u) => u.id), title: 'Capped', content: 'still counted' },
      { token: await sessionFor(t, 'admin@bq.example.com'), encoding: 'json' },
    );
    expect(sent.code).toBe(200);
    for (const stream of [streams[1], other]) {
      const first = Number(
        /"unReadNum":(\d+)/.exec((await stream?.readUntil('data: ')) ?? '')?.[1],
      );
      expect(await stream?.readUntil(`"unReadNum":${first + 1}`)).toContain(
        `"unReadNum":${first + 1}`,
      );
    }
    for (const s of [...streams, newest, other]) s.controller.abort();
  });

  it('refuses a stream without a valid session', async () => {
    const none = await fetch(`${base}/api/bq/messageStation/unreadStream`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${base}/api/bq/messageStation/unreadStream?token=nope`);
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: number }).code).toBe(1001);
  });
});
