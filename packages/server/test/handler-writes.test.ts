import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Handlers parse a call and shape its answer; every state change is an area's domain rule
 * (docs/server-pattern.md). No handler file writes (a Drizzle insert, update or delete, or SQL
 * that writes): a write added to one fails here, naming the file, until it moves to
 * src/domain/<area>/ (or src/auth/ for the sign-in's own rows).
 */
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
  it('no handler file writes: every write is an area domain function', () => {
    const found = Object.entries(handlerWrites()).map(
      ([file, n]) => `${file}: ${n} writes: move them to src/domain/<area>/`,
    );
    expect(found, found.join('\n')).toEqual([]);
  });

  it('counts what writes, in Drizzle and in SQL, and nothing that reads', () => {
    expect(writesIn('await tx.insert(cases).values(row);')).toBe(1);
    expect(writesIn('ctx.db\n  .update(users)\n  .set({})')).toBe(1);
    expect(writesIn('await tx.delete(dreRecords).where(x);')).toBe(1);
    expect(writesIn('sql`UPDATE orders SET state = 2`; sql`DELETE FROM carts`')).toBe(2);
    expect(writesIn('await ctx.db.select().from(cases).where(x);')).toBe(0);
  });
});
