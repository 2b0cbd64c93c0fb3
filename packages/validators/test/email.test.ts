import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_ENDINGS,
  emailOfLength,
  isValidEmail,
  normalizeEmail,
} from '../src/index.js';

describe('isValidEmail', () => {
  it.each([
    'agent@example.com',
    'first.last+tag@mail.example.net',
    'office@bay-area.realtor',
    'info@golden.homes',
    'escrow@title.law',
    'broker@firm.realty',
    'x@city.gov',
    'student@school.edu',
    'li@163.cn',
    'me@example.co.uk',
    'dev@startup.io',
    'AGENT@EXAMPLE.COM',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['agent.example.com', 'no @'],
    ['@example.com', 'no local part'],
    ['agent@', 'no domain'],
    ['agent@com', 'no label before the ending'],
    ['agent@example.zzz', 'an ending not in the list'],
    ['ag ent@example.com', 'a space inside'],
    [' agent@example.com', 'a leading space'],
    ['agent..x@example.com', 'a double dot in the local part'],
    ['.agent@example.com', 'a leading dot in the local part'],
    ['agent@example..com', 'a double dot in the domain'],
    ['agent@-example.com', 'a label starting with a hyphen'],
    ['a@b@example.com', 'two @'],
    [`${'a'.repeat(65)}@example.com`, 'a local part over 64 characters'],
  ])('rejects %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects what is not a string', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });

  it('the default endings cover what a US brokerage meets', () => {
    for (const ending of ['com', 'net', 'org', 'edu', 'gov', 'us', 'cn', 'realtor', 'mil', 'tv']) {
      expect(DEFAULT_EMAIL_ENDINGS).toContain(ending);
    }
  });

  it('uses the endings the caller passes instead of the defaults', () => {
    expect(isValidEmail('a@example.zzz', ['zzz'])).toBe(true);
    expect(isValidEmail('a@example.com', ['zzz'])).toBe(false);
    expect(isValidEmail('a@example.com.cn', ['.com.cn'])).toBe(true);
    expect(isValidEmail('a@example.cn', ['com.cn'])).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases the domain only', () => {
    expect(normalizeEmail('  John.Doe@Example.COM ')).toBe('John.Doe@example.com');
    expect(isValidEmail(normalizeEmail(' a@b.com '))).toBe(true);
  });

  it('only trims text without an @', () => {
    expect(normalizeEmail(' Nope ')).toBe('Nope');
  });
});

describe('emailOfLength', () => {
  it('makes an address of every length from 10 to 254 that the §5 rule takes', () => {
    for (let n = 10; n <= 254; n += 1) {
      const email = emailOfLength(n);
      expect(email).toHaveLength(n);
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('past 254 keeps the shape, so only the length is wrong; below 10 there is none', () => {
    expect(emailOfLength(255)).toHaveLength(255);
    expect(isValidEmail(emailOfLength(255))).toBe(false);
    expect(isValidEmail(emailOfLength(255).slice(1))).toBe(true);
    expect(() => emailOfLength(9)).toThrow(RangeError);
  });
});
