import { Box, Button, EmptyState } from '@bq/ui';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { session, signOut } from '../../../shared/session/store';

/** Route `/404`: an unknown address, or a signed-in user whose role grants nothing yet. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const snap = useSnapshot(session);
  const noRole = snap.token !== null && snap.access?.kind === 'no-role';
  return (
    <Box display="flex" alignItems="center" justifyContent="center" style={{ minHeight: '100vh' }}>
      <EmptyState
        title={noRole ? 'No role assigned yet' : 'Page not found (404)'}
        description={
          noRole
            ? 'Your account has no role with any pages. Ask an administrator to assign one, then log in again.'
            : 'The address does not exist, or your role has no access to it.'
        }
        action={
          noRole ? (
            <Button
              variant="primary"
              onClick={() => {
                signOut();
                navigate('/', { replace: true });
              }}
            >
              Log out
            </Button>
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
