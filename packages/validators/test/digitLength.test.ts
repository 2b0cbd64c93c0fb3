import { describe, expect, it } from 'vitest';
import { enforceDigitLength } from '../src/index.js';

describe('enforceDigitLength', () => {
  it('clears a value that is too short and warns with the spec message', () => {
    expect(enforceDigitLength('1234', 9)).toEqual({
      value: '',
      message: 'The input length is limited to 9 digits',
    });
  });

  it('truncates a value that is too long without a message', () => {
    expect(enforceDigitLength('1234567890', 9)).toEqual({ value: '123456789' });
  });

  it('leaves a value of exactly the length unchanged without a message', () => {
    expect(enforceDigitLength('123456789', 9)).toEqual({ value: '123456789' });
  });

  it('leaves an empty value alone without a message', () => {
    expect(enforceDigitLength('', 9)).toEqual({ value: '' });
    expect(enforceDigitLength(null, 9)).toEqual({ value: '' });
    expect(enforceDigitLength(undefined, 9)).toEqual({ value: '' });
  });

  it('reads a number as its digits', () => {
    expect(enforceDigitLength(12345, 4)).toEqual({ value: '1234' });
  });

  it('rejects a length that is not a positive integer', () => {
    expect(() => enforceDigitLength('1', 0)).toThrow(RangeError);
    expect(() => enforceDigitLength('1', 2.5)).toThrow(RangeError);
  });
});
