import { Box, Button, EmptyState } from '@bq/ui';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { LogOutButton } from '../../../shared/session/LogOutButton';
import { session } from '../../../shared/session/store';

/** Route `/404`: an unknown address, or a signed-in user whose role grants nothing yet. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const snap = useSnapshot(session);
  const noRole = snap.token !== null && snap.access?.kind === 'no-role';
  // A tourist's home is the public course hall; until it is built this screen says what
  // the account is for and offers log-out, instead of a start page that leads back here.
  const tourist = snap.token !== null && snap.tourist;
  return (
    <Box display="flex" alignItems="center" justifyContent="center" style={{ minHeight: '100vh' }}>
      <EmptyState
        title={
          tourist ? 'Tourist account' : noRole ? 'No role assigned yet' : 'Page not found (404)'
        }
        description={
          tourist
            ? 'A tourist account browses the institute’s public course hall and course details. The course hall is not open yet; log out, or ask the office for a staff account.'
            : noRole
              ? 'Your account has no role with any pages. Ask an administrator to assign one, then log in again.'
              : 'The address does not exist, or your role has no access to it.'
        }
        action={
          tourist || noRole ? (
            <LogOutButton />
          ) : (
            <Button variant="primary" onClick={() => navigate('/', { replace: true })}>
              Go to the start page
            </Button>
          )
        }
      />
    </Box>
  );
}
