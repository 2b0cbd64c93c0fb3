import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Keys to set (a string) or remove (null or empty) in the address's query string. */
export type AddressPatch = Record<string, string | null | undefined>;

/**
 * The page's query string, and a setter that changes some keys and keeps the others.
 *
 * React Router's own functional update merges into the query string of the last render, so two
 * changes close together (a tree row chosen, then opened with a key before the page re-rendered)
 * let the second undo the first. This setter merges into what it last asked for until the
 * router's answer has rendered, so no change is lost. By default it replaces the history entry
 * (the address is the page's state, F5 keeps it, not a trail of every click); `push` adds one
 * where Back should return to the previous choice.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const asked = useRef<URLSearchParams | null>(null);
  if (rendered.current !== params) {
    // A navigation has rendered (ours, or back/forward): it is the base from now on.
    rendered.current = params;
    asked.current = null;
  }
  const update = (patch: AddressPatch, how: { push?: boolean } = {}) => {
    const next = new URLSearchParams(asked.current ?? rendered.current);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    asked.current = next;
    setParams(next, { replace: !how.push });
  };
  return [params, update] as const;
}
