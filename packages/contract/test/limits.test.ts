import { emailOfLength } from '@bq/validators';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  CASE_TEXT_LIMITS,
  type CallDef,
  caseTextLimit,
  contract,
  FIELD_LIMITS,
  fieldMessages,
} from '../src/index.js';
import { ENTRY_TEXT, OTHER_TEXT } from './limit-fields.js';

/** Sets `value` at a dotted path (`clients.*.name`: the first client) inside `base`. */
function at(path: string, value: unknown, base: Record<string, unknown> = {}) {
  const keys = path.split('.').map((k) => (k === '*' ? '0' : k));
  const root = structuredClone(base);
  let node: Record<string, unknown> = root;
  keys.slice(0, -1).forEach((key, i) => {
    const next = keys[i + 1] === '0' ? [] : {};
    node[key] ??= next;
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1] as string] = value;
  return root;
}

/** A value of exactly `n` characters that the field's own format accepts. */
function filler(path: string, n: number): string {
  if (path.endsWith('email')) return emailOfLength(n);
  if (path.endsWith('phone')) return `${'1'.repeat(n)}`;
  if (path.endsWith('zip')) return n === 10 ? '12345-6789' : `12345-${'6'.repeat(n - 6)}`;
  if (path.endsWith('state')) return 'CA'.padEnd(n, 'X');
  return 'x'.repeat(n);
}

function issuesOf(call: CallDef, input: unknown) {
  const r = call.request.safeParse(input);
  return r.success
    ? []
    : r.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

const saveDraft = contract.tranCase.saveDraft;

describe('the case form refuses one character over each limit of the table', () => {
  it.each(Object.entries(CASE_TEXT_LIMITS))('%s', (path, limit) => {
    const field = path.replace('*', '0');
    expect(issuesOf(saveDraft, at(path, filler(path, limit.max), { id: 1 }))).toEqual([]);
    // A longer state or ZIP also breaks its format; the length rule must still speak.
    const over = issuesOf(saveDraft, at(path, filler(path, limit.max + 1), { id: 1 }));
    expect(over[0]).toEqual({ field, message: fieldMessages.tooLong(limit.max) });
    expect(over.every((i) => i.field === field)).toBe(true);
  });

  it('looks a field up by the path the form gives it', () => {
    expect(caseTextLimit('clients.3.name')).toBe(FIELD_LIMITS.case.clientName);
    expect(caseTextLimit('clients.3.role')).toEqual({ max: 50 });
    expect(caseTextLimit('purchasePrice')).toBeUndefined();
  });
});

describe('list entries keep the limit of the table', () => {
  it.each(ENTRY_TEXT.map(([c, body, f, l]) => [`${c.path} ${f}`, c, body, f, l] as const))(
    '%s',
    (_name, call, body, field, limit) => {
      expect(issuesOf(call, body('x'.repeat(limit.max)))).toEqual([]);
      expect(issuesOf(call, body('x'.repeat(limit.max + 1)))).toEqual([
        { field, message: fieldMessages.tooLong(limit.max) },
      ]);
    },
  );
});

describe('every other call field keeps the limit of the table', () => {
  it.each(OTHER_TEXT.map(([c, f, l, fill]) => [`${c.path} ${f}`, c, f, l, fill] as const))(
    '%s',
    (_name, call, field, limit, fill = (n: number) => 'x'.repeat(n)) => {
      const only = (input: Record<string, unknown>) =>
        issuesOf(call, input).filter((i) => i.field === field);
      expect(only({ [field]: fill(limit.max) })).toEqual([]);
      expect(only({ [field]: fill(limit.max + 1) })).toEqual([
        { field, message: fieldMessages.tooLong(limit.max) },
      ]);
      if (limit.min) {
        expect(only({ [field]: fill(limit.min - 1) })[0]?.message).toBe(
          fieldMessages.tooShort(limit.min),
        );
      }
    },
  );

  it('leaves no text limit of the table without a field that enforces it', () => {
    const walked = new Set<unknown>([
      ...Object.values(CASE_TEXT_LIMITS),
      ...OTHER_TEXT.map(([, , l]) => l),
      ...ENTRY_TEXT.map(([, , , l]) => l),
    ]);
    const textLimits = Object.entries(FIELD_LIMITS).flatMap(([area, group]) =>
      Object.entries(group)
        .filter(([, l]) => typeof l === 'object' && 'max' in l && !('places' in l))
        .map(([name, l]) => ({ name: `${area}.${name}`, l })),
    );
    expect(textLimits.filter(({ l }) => !walked.has(l)).map((t) => t.name)).toEqual([]);
  });

  it('caps the clients, the team and the letter receivers at the table counts', () => {
    const clients = Array.from({ length: FIELD_LIMITS.case.clients.maxItems + 1 }, () => ({}));
    expect(issuesOf(saveDraft, { id: 1, clients: clients.slice(1) })).toEqual([]);
    expect(issuesOf(saveDraft, { id: 1, clients })).toEqual([
      { field: 'clients', message: 'at most 20 clients' },
    ]);
    const receiverIds = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(
      issuesOf(contract.messageStation.sendStationMessage, {
        receiverIds,
        title: 't',
        content: 'c',
      }),
    ).toEqual([{ field: 'receiverIds', message: 'at most 50 ids' }]);
  });
});

describe('the schema files', () => {
  it('write no limit of their own: every number comes from the table', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = new URL('../src/calls/', import.meta.url);
    // `.min(1)` is presence, not a limit; anything larger must come from the table.
    const literal = /\b(text|idList|moduleIdList)\(\d|\.max\(\d|\.min\((\d\d|[2-9])|\.length\(\d/;
    const offenders: string[] = [];
    for (const file of await readdir(dir)) {
      const lines = (await readFile(new URL(file, dir), 'utf8')).split('\n');
      lines.forEach((line, i) => {
        if (literal.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});

describe('a limit changed in the table', () => {
  it('changes what the schemas accept', async () => {
    vi.resetModules();
    vi.doMock('../src/meta/limits.js', async (original) => {
      const real = await original<typeof import('../src/meta/limits.js')>();
      const FIELD_LIMITS = {
        ...real.FIELD_LIMITS,
        case: { ...real.FIELD_LIMITS.case, clientName: { max: 7 } },
        auth: { ...real.FIELD_LIMITS.auth, password: { min: 12, max: 20 } },
      };
      return { ...real, FIELD_LIMITS };
    });
    const changed = (await import('../src/calls/index.js')).contract;
    vi.doUnmock('../src/meta/limits.js');
    const draft = changed.tranCase.saveDraft.request as z.ZodType;
    expect(draft.safeParse({ id: 1, clients: [{ name: 'x'.repeat(7) }] }).success).toBe(true);
    expect(
      draft.safeParse({ id: 1, clients: [{ name: 'x'.repeat(8) }] }).error?.issues[0]?.message,
    ).toBe('at most 7 characters');
    const reg = changed.auth.registerByEmailAndCode.request as z.ZodType;
    const short = reg.safeParse({ email: 'a@b.co', code: '123456', password: 'x'.repeat(11) });
    expect(short.error?.issues[0]?.message).toBe('at least 12 characters');
    // The module imported at the top still holds the real table.
    expect(saveDraft.request.safeParse({ id: 1, clients: [{ name: 'x'.repeat(8) }] }).success).toBe(
      true,
    );
  });
});
