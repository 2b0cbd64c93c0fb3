import type { FastifyInstance } from 'fastify';
import { redactError } from '../envelope.js';

/**
 * Runs an area's sweep every `everyMs` by a timer, and once when the app is ready if `atStart`:
 * never two turns at once (a slow turn makes the next tick wait), a failure logged and tried
 * again on the next tick, the timer unref'd so it never keeps a process alive, and closing the
 * app waits for a turn in progress. The first turn is awaited by `ready()`, so an app starts on
 * swept data and no start-up sweep races the first calls.
 */
export function repeat(
  app: FastifyInstance,
  opts: { name: string; everyMs: number; atStart?: boolean; work: () => Promise<unknown> },
): void {
  let running: Promise<unknown> | null = null;
  const turn = () => {
    if (running) return running;
    running = opts
      .work()
      .catch((error) => app.log.error({ err: redactError(error) }, `${opts.name} failed`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(turn, opts.everyMs);
  timer.unref();
  if (opts.atStart) app.addHook('onReady', async () => void (await turn()));
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
