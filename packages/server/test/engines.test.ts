import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_DEPENDENT, ENGINE_INDEPENDENT, POSTGRES_ONLY } from './engines.js';

describe('every server test file is classified by engine', () => {
  it('names each test file once, so the PostgreSQL pass knows whether to run it', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.test\.ts$/, ''))
      .sort();
    const classified = [...ENGINE_DEPENDENT, ...ENGINE_INDEPENDENT, ...POSTGRES_ONLY].sort();
    expect(classified, 'put the file in test/engines.ts').toEqual(files);
  });
});
