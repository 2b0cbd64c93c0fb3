import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { queryClient } from '../../../shared/query';
import { session } from '../../../shared/session/store';

// Only a signed-in tourist needs these (dialogs and the call catalogue): loaded for them alone,
// so a visitor's first load carries neither.
const TouristCorner = lazy(() => import('./TouristCorner'));

/**
 * The public hall is a bare page (no staff layout, no login): it brings its own query cache
 * provider, and a signed-in tourist gets log-out and, on the first sign-in, the profile form.
 */
export function HallFrame({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session);
  const tourist = snap.token !== null && snap.tourist;
  return (
    <QueryClientProvider client={queryClient}>
      {tourist && (
        <Suspense fallback={null}>
          <TouristCorner />
        </Suspense>
      )}
      {children}
    </QueryClientProvider>
  );
}
