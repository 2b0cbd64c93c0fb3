import { Button, EmptyState } from '@bq/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A page that could not load (a failed chunk after a deploy, a network cut) says so. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <EmptyState
      title="This page could not be loaded"
      description={`${detail}. Check your connection and try again.`}
      action={
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
