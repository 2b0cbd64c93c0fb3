import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, issueMessage } from '../src/index.js';

describe('fieldLabel', () => {
  it('reads a server field path as people name the field', () => {
    expect(fieldLabel('clients.0.email')).toBe('Client 1 e-mail');
    expect(fieldLabel('address.zip')).toBe('ZIP code');
    expect(fieldLabel('escrow.company')).toBe('Escrow company');
    expect(fieldLabel('otherSide.agentName')).toBe('Other side agent name');
    expect(fieldLabel('teamSplit.2.percent')).toBe('Team member 3 share');
    expect(fieldLabel('purchasePrice')).toBe('Purchase price');
    expect(fieldLabel('newPassword')).toBe('New password');
    expect(fieldLabel('(body)')).toBe('The request');
  });
});

describe('issueMessage', () => {
  const words = (schema: z.ZodType, input: unknown) =>
    schema.safeParse(input, { error: issueMessage }).error?.issues.map((i) => i.message);

  it('words the issues no schema named', () => {
    const s = z.object({
      a: z.string().max(3),
      b: z.number().max(10),
      c: z.boolean(),
      d: z.array(z.string()).max(1),
      e: z.enum(['x', 'y']),
    });
    expect(words(s, { a: 'long', b: 11, c: 'no', d: ['1', '2'], e: 'z' })).toEqual([
      'at most 3 characters',
      'must be at most 10',
      'must be true or false',
      'at most 1 entry',
      'must be x or y',
    ]);
    expect(words(s, {})).toEqual(Array(5).fill('is required'));
  });

  it('leaves a message a schema set alone', () => {
    expect(words(z.string().max(1, 'short please'), 'ab')).toEqual(['short please']);
  });
});

describe('refusals name what the user sees', () => {
  it('first-user numbers: a listing refusal uses the editor’s labels, not RESO names', () => {
    expect(fieldLabel('UnparsedAddress')).toBe('Street address');
    expect(fieldLabel('PostalCode')).toBe('ZIP code');
    expect(fieldLabel('LivingArea')).toBe('Living area');
    expect(fieldLabel('topN')).toBe('How many winners');
  });
});
