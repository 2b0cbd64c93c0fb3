import { Box, Button, Card, Inline, Spinner, Stack, Text } from '@bq/ui';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/http/apiError';
import { publicCalls, publicQuery, sendPublic } from '../../../shared/http/public';
import { queryClient } from '../../../shared/query';

const INVALID = 'This unsubscribe link is not valid; open the whole link from the mail.';

/**
 * Route `/unsubscribe/:token` (ours, public): where the unsubscribe link of a marketing mail
 * lands. Opening the link changes nothing (mail scanners open every link); the reader confirms
 * with one click, without signing in. Mail programs unsubscribe without this page (RFC 8058).
 */
export default function UnsubscribePage() {
  // A bare page (no staff layout): it brings the query cache the layout gives the others.
  return (
    <QueryClientProvider client={queryClient}>
      <Unsubscribe />
    </QueryClientProvider>
  );
}

function Unsubscribe() {
  const { token = '' } = useParams();
  const check = useQuery({
    ...publicQuery(publicCalls.mailList.unsubscribeCheck, { token }),
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: () => sendPublic(publicCalls.mailList.unsubscribe, { token }),
  });
  const done = confirm.data ?? (check.data?.unsubscribed ? check.data : undefined);
  const failure = check.error ?? confirm.error;
  return (
    <Box padding="xl" display="flex" justifyContent="center">
      <Card title="Marketing mail from BQ" titleLevel={1} padding="lg">
        {done ? (
          <Stack space="sm" role="status">
            <Text weight="bold" tone="success">
              You are unsubscribed.
            </Text>
            <Text>
              {done.email} will get no more marketing mail from us. Mail about your own courses,
              orders and account still reaches you.
            </Text>
          </Stack>
        ) : failure ? (
          <Text role="alert" weight="bold" tone="danger">
            {failure instanceof ApiError && failure.code === 404 ? INVALID : failure.message}
          </Text>
        ) : check.data ? (
          <Stack space="md">
            <Text>
              Stop all marketing mail from BQ to <strong>{check.data.email}</strong>?
            </Text>
            <Inline>
              <Button
                variant="primary"
                loading={confirm.isPending}
                onClick={() => confirm.mutate()}
              >
                Unsubscribe
              </Button>
            </Inline>
          </Stack>
        ) : (
          <Spinner label="Opening the link" />
        )}
      </Card>
    </Box>
  );
}
