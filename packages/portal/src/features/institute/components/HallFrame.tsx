import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { queryClient } from '../../../shared/query';
import { LogOutButton } from '../../../shared/session/LogOutButton';
import { session } from '../../../shared/session/store';
import { TouristProfile } from './TouristProfile';

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
        <>
          <TouristProfile />
          <LogOutButton />
        </>
      )}
      {children}
    </QueryClientProvider>
  );
}
