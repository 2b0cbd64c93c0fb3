import { Button, Heading, Stack, Text } from '@bq/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A page that could not load (a failed chunk after a deploy, a network cut) says so. It is in
 * the first load, so it uses only the pieces the login screen loads anyway.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Stack as="main" align="center" space="md" padding="xxl" role="alert">
      <Heading level={1}>This page could not be loaded</Heading>
      <Text tone="muted">{detail}. Check your connection and try again.</Text>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
