import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No two modules whose import names differ only by case (`./CourseForm` beside
 * `./courseForm`). On a case-insensitive file system (macOS, Windows) they are one file, so an
 * import resolves to whichever the disk returns first. Extensions are dropped because imports
 * name modules without them.
 */
function collisions(dir: string): string[] {
  const seen = new Map<string, string>();
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...collisions(path));
    const name = entry.isDirectory() ? entry.name : entry.name.replace(/\.(tsx?|css\.ts)$/, '');
    const other = seen.get(name.toLowerCase());
    if (other !== undefined && other !== name) found.push(`${join(dir, other)} ~ ${path}`);
    else seen.set(name.toLowerCase(), name);
  }
  return found;
}

describe('file names', () => {
  it('has no two import names in one folder that differ only by case', () => {
    // vitest runs in packages/portal.
    expect(collisions(join(process.cwd(), 'src'))).toEqual([]);
  });
});
