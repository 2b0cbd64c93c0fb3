import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { replaceTransportForTests, type send } from '../src/shared/http/client';

type Send = typeof send;

/**
 * Stands in for the server in the calling file: every `send` (so every `api` and `apiUpload`)
 * reaches the returned mock instead of HTTP. Call it once at the top of a test file, where
 * `vi.mock` of the client used to be; `vi.mock` would move the file to the isolated project, which
 * imports React and the design system again for each file.
 *
 * Each test starts with a fresh mock (no calls, `answer` as its implementation if given), and the
 * real transport is put back after it: the module is shared with the worker's other files.
 */
export function stubSend(answer?: Parameters<Mock<Send>['mockImplementation']>[0]): Mock<Send> {
  const stub = vi.fn<Send>();
  let restore: (() => void) | undefined;
  beforeEach(() => {
    stub.mockReset();
    if (answer) stub.mockImplementation(answer);
    restore = replaceTransportForTests(stub);
  });
  afterEach(() => {
    // Unmount first (the setup file's cleanup runs after this hook): a component still mounted,
    // a polling query say, must not reach the real server once the stand-in is gone.
    cleanup();
    restore?.();
    restore = undefined;
  });
  return stub;
}
