import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { TEST_NOW } from '../../../scripts/test-clock.mjs';

// Every test starts on the test clock (scripts/test-clock.mjs), the day the other suites live on:
// only `Date` is faked, and it runs on at real speed, so timers and waiting behave as usual. A
// test that fakes timers itself takes the clock over for the rest of its file.
vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'], shouldAdvanceTime: true });

afterEach(() => cleanup());
