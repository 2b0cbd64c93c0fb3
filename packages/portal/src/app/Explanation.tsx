import { Box, Button, Heading, Inline, Stack, Text } from '@bq/ui';
import { LockIcon, WrenchIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../shared/session/store';
import { findRoute } from './guards';
import { ROUTE_TABLE } from './routes/table';

type ExplanationKind = 'no-access' | 'not-available';

/** The page's name as the menu would say it, with its address. */
function pageName(from: string): string {
  const title = from ? findRoute(ROUTE_TABLE, from)?.title : undefined;
  return title ? `“${title}” (${from})` : from || 'This page';
}

/**
 * Why an address did not open, with a way back (never a silent /home). The guard and
 * the router's catch-all send here (routes `/no-access` and `/not-available`); the address comes
 * from `?from=`, so F5 keeps the explanation and a pasted link shows the same words.
 */
function Explanation({ kind }: { kind: ExplanationKind }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const snap = useSnapshot(session);
  const role = snap.roleList.find((entry) => entry.roleId === snap.currentRoleId)?.roleName;
  const name = pageName(from);
  const otherRoles =
    snap.roleList.length > 1
      ? 'If another of your roles includes it, switch role in the header; otherwise ask an administrator.'
      : 'Ask an administrator if your work needs it.';
  return (
    <Box display="flex" justifyContent="center" py="xl">
      <Stack space="md" align="center" style={{ maxWidth: 560, textAlign: 'center' }}>
        <Text tone="muted">
          {kind === 'no-access' ? (
            <LockIcon size={32} aria-hidden />
          ) : (
            <WrenchIcon size={32} aria-hidden />
          )}
        </Text>
        <Heading level={1}>
          {kind === 'no-access' ? 'No access to this page' : 'Not available yet'}
        </Heading>
        <Text>
          {kind === 'no-access'
            ? `${name} is not part of your active role${role ? ` (${role})` : ''}. ${otherRoles}`
            : `${name} is part of the portal but is not built yet. Everything in your menu works as usual.`}
        </Text>
        <Inline space="sm">
          <Button onClick={() => navigate(-1)}>Go back</Button>
          <Button variant="primary" onClick={() => navigate('/home')}>
            Go to home
          </Button>
        </Inline>
      </Stack>
    </Box>
  );
}

/** Route `/no-access?from=…`: a page of the portal the active role does not hold. */
export function NoAccessPage() {
  return <Explanation kind="no-access" />;
}

/** Route `/not-available?from=…`: a page the role holds that is not built yet. */
export function NotAvailablePage() {
  return <Explanation kind="not-available" />;
}
