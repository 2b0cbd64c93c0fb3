// Every user-facing string is quoted verbatim from spec §8, typos included: the UI and the tests
// compare against these exact texts.

/** Shown by generic prompt dialogs when the input fails its pattern or validator. */
export const ILLEGAL_INPUT_MESSAGE = 'Illegal input';

/** Shown when the team split rows add up to more than 100%. */
export const TEAM_SPLIT_MESSAGE = 'Total team split must less than 100%';

/** Shown when a fixed-length field is too short and has been cleared. */
export function digitLengthMessage(length: number): string {
  return `The input length is limited to ${length} digits`;
}

/**
 * The spec's team split text for a limit other than 100 (the spec only ever uses 100, so
 * `teamSplitMessage()` is exactly {@link TEAM_SPLIT_MESSAGE}).
 */
export function teamSplitMessage(limit: number = 100): string {
  return limit === 100 ? TEAM_SPLIT_MESSAGE : `Total team split must less than ${limit}%`;
}

/** The spec names no text for the multi-select limit; this one is ours. */
export function multiSelectMessage(max: number): string {
  return `You can select at most ${max} ${max === 1 ? 'item' : 'items'}`;
}
