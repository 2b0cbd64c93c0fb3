import { describe, expect, it } from 'vitest';
import {
  digitLengthMessage,
  ILLEGAL_INPUT_MESSAGE,
  multiSelectMessage,
  TEAM_SPLIT_MESSAGE,
  teamSplitMessage,
} from '../src/index.js';

describe('user-facing messages quoted from the spec', () => {
  it('the illegal input message is the spec text', () => {
    expect(ILLEGAL_INPUT_MESSAGE).toBe('Illegal input');
  });

  it('the team split message keeps the spec wording, typo included', () => {
    expect(TEAM_SPLIT_MESSAGE).toBe('Total team split must less than 100%');
    expect(teamSplitMessage()).toBe('Total team split must less than 100%');
    expect(teamSplitMessage(100)).toBe('Total team split must less than 100%');
  });

  it('the team split message names another limit when one is used', () => {
    expect(teamSplitMessage(50)).toBe('Total team split must less than 50%');
  });

  it('the digit length message names the required length', () => {
    expect(digitLengthMessage(9)).toBe('The input length is limited to 9 digits');
    expect(digitLengthMessage(4)).toBe('The input length is limited to 4 digits');
  });

  it('the multi-select message names the maximum, singular for one', () => {
    expect(multiSelectMessage(3)).toBe('You can select at most 3 items');
    expect(multiSelectMessage(1)).toBe('You can select at most 1 item');
  });
});
