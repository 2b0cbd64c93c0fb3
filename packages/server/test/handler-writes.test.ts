import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Handlers parse a call and shape its answer; every state change is an area's domain rule
 * (docs/server-pattern.md). This counts the writes still written in handler files (a Drizzle
 * insert, update or delete, or SQL that writes) and holds each file to the count it has: a write
 * added to a handler fails here, and a file that moved writes to its domain module must lower its
 * line, so the list only shrinks until it is empty.
 */
const ALLOWED: Record<string, number> = {
  'coach-agreements/index.ts': 2,
  'messages/index.ts': 2,
  'messages/templates.ts': 2,
  'commerce/catalogue.ts': 1,
  'dre/import.ts': 1,
  'dre/index.ts': 1,
  'listings/index.ts': 1,
  'messages/sending.ts': 1,
  'production/awards.ts': 1,
};

const handlers = fileURLToPath(new URL('../src/handlers', import.meta.url));
const WRITE =
  /\.(insert|update|delete)\(\s*[A-Za-z_]|\b(INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM)\b/g;

/** The writes in one file's text. */
const writesIn = (text: string): number => text.match(WRITE)?.length ?? 0;

function handlerWrites(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const entry of readdirSync(handlers, { recursive: true })) {
    const file = String(entry);
    if (!file.endsWith('.ts')) continue;
    const n = writesIn(readFileSync(join(handlers, file), 'utf8'));
    if (n > 0) found[relative(handlers, join(handlers, file)).split('\\').join('/')] = n;
  }
  return found;
}

describe('writes live in the domain, not in handlers', () => {
  it('no handler file writes more than it did; a file that moved its writes lowers its line', () => {
    const found = handlerWrites();
    const grown = Object.entries(found)
      .filter(([file, n]) => n > (ALLOWED[file] ?? 0))
      .map(
        ([file, n]) =>
          `${file}: ${n} writes, ${ALLOWED[file] ?? 0} allowed: move the write to src/domain/<area>/`,
      );
    const shrunk = Object.entries(ALLOWED)
      .filter(([file, n]) => (found[file] ?? 0) < n)
      .map(([file]) => `${file}: now ${found[file] ?? 0}: lower its line in this test`);
    expect(grown, grown.join('\n')).toEqual([]);
    expect(shrunk, shrunk.join('\n')).toEqual([]);
  });

  it('counts what writes, in Drizzle and in SQL, and nothing that reads', () => {
    expect(writesIn('await tx.insert(cases).values(row);')).toBe(1);
    expect(writesIn('ctx.db\n  .update(users)\n  .set({})')).toBe(1);
    expect(writesIn('await tx.delete(dreRecords).where(x);')).toBe(1);
    expect(writesIn('sql`UPDATE orders SET state = 2`; sql`DELETE FROM carts`')).toBe(2);
    expect(writesIn('await ctx.db.select().from(cases).where(x);')).toBe(0);
  });
});
