import { Button, Heading, Stack, Text } from '@bq/ui';
import { useRouteError } from 'react-router';

/**
 * A page that could not load (a failed chunk after a deploy, a network cut) says so in words a
 * user can act on; the technical reason goes to the console for whoever supports them. Reload
 * keeps the address, so the user lands on the page they asked for. It is in the first load, so
 * it uses only the pieces the login screen loads anyway (and few words: that load is budgeted).
 */
export function RouteError() {
  console.error(useRouteError());
  return (
    <Stack align="center" space="md" padding="xxl" role="alert">
      <Heading level={1}>This page could not be loaded</Heading>
      <Text tone="muted">
        The connection may have dropped, or the portal was updated. Reload to try again.
      </Text>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
