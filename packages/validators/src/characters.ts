/**
 * "A character" as a person counts it: a grapheme cluster (👍, 👨‍👩‍👧, a flag, e + a combining
 * accent are one each). `String#length` counts UTF-16 code units, so an emoji would count 2 and a
 * family 8; every text limit of the portal (the contract's, the inputs' and their counters) counts
 * with this instead, so the number a person reads is the number the server checks.
 */

// One segmenter for every call, built on first use: building one costs far more than segmenting
// a short text (about 140 ms of a core, measured), and built on import it delayed every page of
// the portal, which imports this for its limits and seldom meets a text that is not ASCII.
let segmenter: Intl.Segmenter | undefined;
const graphemes = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/** How many characters (grapheme clusters) `text` holds. */
export function characterCount(text: string): number {
  // ASCII without CR can only be one code unit per character; most text takes this path.
  if (/^[\x20-\x7e\n\t]*$/.test(text)) return text.length;
  let count = 0;
  for (const _ of graphemes().segment(text)) count += 1;
  return count;
}

/** The first `count` characters of `text` (whole clusters, never half an emoji). */
export function firstCharacters(text: string, count: number): string {
  if (count <= 0) return '';
  let end = 0;
  let taken = 0;
  for (const { segment } of graphemes().segment(text)) {
    if (taken === count) break;
    end += segment.length;
    taken += 1;
  }
  return text.slice(0, end);
}

/**
 * The text to keep: `next` when it fits (`cut: false`), otherwise `previous` with only what fits
 * inserted and `caret`, where the caret goes (after what was inserted, in code units).
 */
export type CharacterLimitResult =
  | { value: string; cut: false }
  | { value: string; cut: true; caret: number };

/**
 * What a text box with a limit of `max` characters keeps when an edit turns `previous` into
 * `next`: like the native `maxlength` (which counts code units), the part of an insertion that
 * would go past the limit is not inserted, and an edit that does not lengthen the text (a deletion,
 * or a value already over the limit being shortened) is kept as it is.
 */
export function keepWithinCharacters(
  previous: string,
  next: string,
  max: number,
): CharacterLimitResult {
  const nextCount = characterCount(next);
  if (nextCount <= max || nextCount <= characterCount(previous)) {
    return { value: next, cut: false };
  }
  // The edit is what lies between the common start and the common end of the two texts.
  let start = 0;
  const shortest = Math.min(previous.length, next.length);
  while (start < shortest && previous[start] === next[start]) start += 1;
  // Never split a surrogate pair: half an emoji is not text.
  if (start > 0 && isHighSurrogate(next.charCodeAt(start - 1))) start -= 1;
  let end = 0;
  while (
    end < shortest - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  if (end > 0 && isHighSurrogate(next.charCodeAt(next.length - 1 - end))) end -= 1;
  const head = next.slice(0, start);
  const tail = next.slice(next.length - end);
  const inserted = next.slice(start, next.length - end);
  let room = max - characterCount(head) - characterCount(tail);
  let kept = firstCharacters(inserted, room);
  // Joined to its neighbours a piece can count differently (a lone regional indicator pairs
  // with the next); give back a character at a time until the whole fits.
  while (kept !== '' && characterCount(head + kept + tail) > max) {
    room -= 1;
    kept = firstCharacters(inserted, room);
  }
  const value = head + kept + tail;
  // An edit inside a character (between the halves of a flag) can leave even head + tail over
  // the limit; then nothing of it is taken.
  if (characterCount(value) > max) return { value: previous, cut: true, caret: start };
  return { value, caret: head.length + kept.length, cut: true };
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
