import { Box, EmptyState, Skeleton, Stack } from '@bq/ui';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queryClient } from '../../../shared/query';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { sharedListingQuery } from '../api/listings';

import { ShareView } from '../components/ShareView';

/**
 * Route `/housing-manage/h-share/:id?/:url?`, public and bare: the listing its link names, read
 * only, without a login. A link switched off, off the market or mistyped answers the server's
 * "no longer available" in its own words.
 */
export default function ListingSharePage() {
  // A bare page (no staff layout): it brings the query cache the layout gives the others.
  return (
    <QueryClientProvider client={queryClient}>
      <Shared />
    </QueryClientProvider>
  );
}

function Shared() {
  const params = useParams();
  const id = idFromAddress(params.id);
  const token = params.url ?? '';
  const shared = useQuery({
    ...sharedListingQuery(id ?? 0, token),
    enabled: !!id && token.length > 0,
  });
  return (
    <Box as="main" padding="xl" background="surface">
      <Stack space="lg">
        {!id || !token || shared.isError ? (
          <EmptyState
            title="Listing not available"
            description={
              shared.error?.message ??
              'This listing is no longer available. Please contact the agent who shared it.'
            }
          />
        ) : shared.data ? (
          <ShareView listing={shared.data} />
        ) : (
          <Skeleton lines={12} />
        )}
      </Stack>
    </Box>
  );
}
