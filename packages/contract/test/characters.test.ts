import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { line, plain, text } from '../src/calls/fields.js';
import { contract, FIELD_LIMITS, fieldMessages } from '../src/index.js';

const THUMB = '👍';
const FAMILY = '👨‍👩‍👧';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('text limits count characters as a person does', () => {
  it.each([
    ['text', text(100)],
    ['plain', plain(100)],
    ['line', line(100)],
  ])('%s: 100 emoji pass a limit of 100, 101 are too long', (_name, schema) => {
    for (const emoji of [THUMB, FAMILY, '🇺🇸', 'e\u0301', '房']) {
      expect(schema.parse(emoji.repeat(100))).toBe(emoji.repeat(100));
      expect(messagesOf(schema.safeParse(emoji.repeat(101)))).toEqual([fieldMessages.tooLong(100)]);
    }
  });

  it('a call field limited to 100 takes a name of 100 emoji', () => {
    const { max } = FIELD_LIMITS.tourist.name;
    const name = (value: string) =>
      messagesOf(contract.tourists.add.request.safeParse({ name: value })).filter(
        (m) => m === fieldMessages.tooLong(max),
      );
    expect(name(FAMILY.repeat(max))).toEqual([]);
    expect(name(FAMILY.repeat(max + 1))).toEqual([fieldMessages.tooLong(max)]);
  });

  it('counts a minimum in characters too, with the same words', () => {
    const { min } = FIELD_LIMITS.auth.password;
    const password = contract.user.updatePassword.request.shape.newPassword;
    expect(messagesOf(password.safeParse(FAMILY.repeat(min)))).toEqual([]);
    // Seven families are 35 code points: zod's .min(8) would have let them through.
    expect(messagesOf(password.safeParse(FAMILY.repeat(min - 1)))).toEqual([
      fieldMessages.tooShort(min),
    ]);
  });

  it('keeps the limits in the API description', () => {
    expect(z.toJSONSchema(text({ min: 2, max: 9 }), { io: 'input' })).toMatchObject({
      type: 'string',
      minLength: 2,
      maxLength: 9,
    });
  });
});
