import { Box, Spinner, Stack, Text } from '@bq/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Only in-app destinations: an open redirect would let a link send staff anywhere. */
function safeTarget(to: string | null, fallback: string): string {
  return to?.startsWith('/') && !to.startsWith('//') ? to : fallback;
}

/**
 * A hand-over page: shows that something is on its way, then goes to `?to=` (an in-app path).
 * Used between creating a case and opening it, and when a payment provider sends the user back.
 */
export function Waiting({ text, fallback }: { text: string; fallback: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeTarget(params.get('to'), fallback);

  useEffect(() => {
    const timer = setTimeout(() => navigate(target, { replace: true }), 400);
    return () => clearTimeout(timer);
  }, [navigate, target]);

  return (
    <Box display="flex" alignItems="center" justifyContent="center" style={{ minHeight: '100vh' }}>
      <Stack align="center" space="md">
        <Spinner size="lg" label={text} />
        <Text tone="muted">{text}</Text>
      </Stack>
    </Box>
  );
}
