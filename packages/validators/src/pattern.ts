import { ILLEGAL_INPUT_MESSAGE } from './messages.js';

export type PatternOrValidator = RegExp | ((value: string) => boolean);

/**
 * Check of generic prompt dialogs: `true` when the value passes, otherwise the spec's
 * 'Illegal input'. Returning the message itself matches how prompt validators report errors.
 */
export function checkPattern(
  value: string | null | undefined,
  patternOrValidator: PatternOrValidator,
): true | typeof ILLEGAL_INPUT_MESSAGE {
  const text = value ?? '';
  let passed: boolean;
  if (patternOrValidator instanceof RegExp) {
    // A copy without g/y: RegExp#test on those flags advances lastIndex and would make the
    // same check alternate between pass and fail.
    const flags = patternOrValidator.flags.replace(/[gy]/g, '');
    passed = new RegExp(patternOrValidator.source, flags).test(text);
  } else {
    passed = patternOrValidator(text) === true;
  }
  return passed ? true : ILLEGAL_INPUT_MESSAGE;
}
