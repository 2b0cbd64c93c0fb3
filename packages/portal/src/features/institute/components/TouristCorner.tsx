import { Inline } from '@bq/ui';
import { LogOutButton } from '../../../shared/session/LogOutButton';
import { TouristProfile } from './TouristProfile';

/** What a signed-in tourist account gets on the hall: its first-sign-in profile and log-out. */
export default function TouristCorner() {
  return (
    <>
      <TouristProfile />
      {/* Where a signed-in person looks for it, at the top right, and quieter than the hall's own
          actions (a lone dark button above the hall at 390 px). */}
      <Inline align="end">
        <LogOutButton variant="secondary" size="sm" />
      </Inline>
    </>
  );
}
