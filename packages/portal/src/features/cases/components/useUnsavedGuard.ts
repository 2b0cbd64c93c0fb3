import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { removeItem, setItem } from '../../../shared/storage/storage';

/**
 * Keeps typed work from being lost by leaving: in-app navigation is held for a question
 * (react-router's blocker), closing or reloading the tab gets the browser's own prompt, and on
 * process pages the spec §4 key `caseProcessWhetherToSave` tells the return button to remind
 * 'Please click the save button.' while changes are unsaved.
 */
export function useUnsavedGuard(dirty: boolean, { processPage }: { processPage: boolean }) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** Set just before a navigation the page itself makes after saving (create → process). */
  const allowRef = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowRef.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!processPage) return;
    if (dirty) setItem('caseProcessWhetherToSave', true);
    else removeItem('caseProcessWhetherToSave');
  }, [dirty, processPage]);

  // Leaving the page in any way ends its unsaved state; the local draft copy stays.
  useEffect(() => () => removeItem('caseProcessWhetherToSave'), []);

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
    blocker,
    /** Lets the next navigation through (the page saved and moves on by itself). */
    allowNextNavigation: () => {
      allowRef.current = true;
    },
  };
}
