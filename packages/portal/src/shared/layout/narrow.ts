import { NARROW_SCREEN } from '@bq/ui';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is as narrow as a phone (the width `@bq/ui` AppShell turns its menu into a
 * drawer at): the menu then starts closed and closes after each navigation.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN).matches,
    () => false,
  );
}
