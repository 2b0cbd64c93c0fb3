import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useNavigate } from 'react-router';
import { removeItem, type StorageKey, setItem } from '../storage/storage';

/**
 * Keeps typed work from being lost by leaving: in-app navigation is held for a question
 * (react-router's blocker), closing or reloading the tab gets the browser's own prompt, and
 * `flag`, when given, is a stored key that is true while changes are unsaved (spec §4: case
 * process pages set `caseProcessWhetherToSave`, which makes the return button remind
 * 'Please click the save button.').
 */
export function useUnsavedGuard(dirty: boolean, { flag }: { flag?: StorageKey } = {}) {
  const navigate = useNavigate();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** Set just before a navigation the page itself makes after saving (create → process). */
  const allowRef = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowRef.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );

  useEffect(() => {
    if (!flag) return;
    if (dirty) setItem(flag, true);
    else removeItem(flag);
  }, [dirty, flag]);

  // Leaving the page in any way ends its unsaved state; the local draft copy stays.
  useEffect(
    () => () => {
      if (flag) removeItem(flag);
    },
    [flag],
  );

  useEffect(() => {
    if (!dirty) return;
    // A plain `#/…` link (the sidebar's) changes the hash outside the router, and a blocker
    // cannot undo a hash change it did not make. While dirty such clicks go through the router,
    // so the question is asked before anything moves.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#/"]');
      const href = link?.getAttribute('href');
      if (!href || link?.getAttribute('target')) return;
      event.preventDefault();
      navigate(href.slice(1));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty, navigate]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    /**
     * Unsaved changes exist: `EditorDialogs` then mounts the router's blocker. Only then: a
     * blocker registered on a clean page makes every address typed into the bar (a POP the
     * router did not create) log a warning, and there is nothing to hold.
     */
    active: dirty,
    shouldBlock,
    /** Lets the next navigation through (the page saved and moves on by itself). */
    allowNextNavigation: () => {
      allowRef.current = true;
    },
  };
}
