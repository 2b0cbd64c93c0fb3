import { LogOutButton } from '../../../shared/session/LogOutButton';
import { TouristProfile } from './TouristProfile';

/** What a signed-in tourist account gets on the hall: its first-sign-in profile and log-out. */
export default function TouristCorner() {
  return (
    <>
      <TouristProfile />
      <LogOutButton />
    </>
  );
}
