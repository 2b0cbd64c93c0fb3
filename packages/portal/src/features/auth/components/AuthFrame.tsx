import { Box, Heading, Stack, Text } from '@bq/ui';
import type { ReactNode } from 'react';

/** The frame of the signed-out screens: brand on navy, one card in the middle. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="main"
      background="brand"
      display="flex"
      alignItems="center"
      justifyContent="center"
      padding="lg"
      style={{ minHeight: '100vh' }}
    >
      <Box
        background="surface"
        borderRadius="lg"
        boxShadow="lg"
        padding="xxl"
        width="full"
        style={{ maxWidth: 400 }}
      >
        <Stack space="xl">
          <Stack space="xs">
            <Text size="sm" weight="bold" tone="muted">
              BQ Realty · BQ Institute
            </Text>
            <Heading level={1}>{title}</Heading>
          </Stack>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
