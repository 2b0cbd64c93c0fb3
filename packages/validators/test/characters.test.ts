import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, firstCharacters, keepWithinCharacters } from '../src/index.js';

const THUMB = '👍';
const FAMILY = '👨‍👩‍👧'; // man, ZWJ, woman, ZWJ, girl: 8 code units
const FLAG = '🇺🇸'; // two regional indicators
const E_ACUTE = 'e\u0301'; // e + combining acute accent

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['Hello, world', 12],
    ['line\nbreak', 10],
    ['房地产经纪', 5],
    [THUMB, 1],
    [FAMILY, 1],
    [FLAG, 1],
    [E_ACUTE, 1],
    [`caf${E_ACUTE} ${THUMB}${FLAG}`, 7],
    ['\r\n', 1],
  ])('%j holds %i characters', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });

  it('counts 100 emoji as 100, not their 200 code units', () => {
    expect(THUMB.repeat(100).length).toBe(200);
    expect(characterCount(THUMB.repeat(100))).toBe(100);
    expect(characterCount(FAMILY.repeat(100))).toBe(100);
  });
});

describe('firstCharacters', () => {
  it('takes whole characters, never half of one', () => {
    expect(firstCharacters(`${THUMB}${FAMILY}${FLAG}`, 2)).toBe(`${THUMB}${FAMILY}`);
    expect(firstCharacters(`${E_ACUTE}x`, 1)).toBe(E_ACUTE);
    expect(firstCharacters('abc', 0)).toBe('');
    expect(firstCharacters('abc', 10)).toBe('abc');
  });
});

describe('keepWithinCharacters', () => {
  it('keeps an edit that fits', () => {
    expect(keepWithinCharacters(THUMB.repeat(4), THUMB.repeat(5), 5)).toEqual({
      value: THUMB.repeat(5),
      cut: false,
    });
  });

  it('refuses a keystroke past the limit', () => {
    expect(keepWithinCharacters(THUMB.repeat(5), THUMB.repeat(6), 5)).toEqual({
      value: THUMB.repeat(5),
      cut: true,
      caret: 10,
    });
  });

  it('inserts only the part of a paste that fits, where it was pasted', () => {
    // 'ab|cd' with the caret after 'ab', pasting three emoji into a limit of 6.
    expect(keepWithinCharacters('abcd', `ab${FAMILY}${THUMB}${FLAG}cd`, 6)).toEqual({
      value: `ab${FAMILY}${THUMB}cd`,
      cut: true,
      caret: 2 + FAMILY.length + THUMB.length,
    });
  });

  it('lets a combining accent join a character at the limit (the count does not grow)', () => {
    expect(keepWithinCharacters('abe', `ab${E_ACUTE}`, 3).value).toBe(`ab${E_ACUTE}`);
  });

  it('keeps deletions of a text already over the limit', () => {
    expect(keepWithinCharacters('abcdef', 'abcde', 3)).toEqual({ value: 'abcde', cut: false });
  });

  it('never keeps more than the limit, nor half a character, when it lengthens the text', () => {
    const piece = fc.constantFrom('a', '房', THUMB, FAMILY, FLAG, E_ACUTE, '\u0301', '🇺', '\u200d');
    const pieces = fc.array(piece, { maxLength: 12 });
    const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    fc.assert(
      fc.property(pieces, pieces, fc.nat(12), fc.nat(12), (before, inserted, at, max) => {
        // The caret sits between two of the pieces typed so far, as a browser's does.
        const previous = firstCharacters(before.join(''), max);
        const pos = Math.min(at, before.length);
        const head = firstCharacters(before.slice(0, pos).join(''), max);
        const next = head + inserted.join('') + previous.slice(head.length);
        const kept = keepWithinCharacters(previous, next, max).value;
        expect(characterCount(kept)).toBeLessThanOrEqual(Math.max(max, characterCount(previous)));
        expect(loneSurrogate.test(kept)).toBe(false);
      }),
    );
  });
});
