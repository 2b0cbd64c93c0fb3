import { Inline, Text } from '@bq/ui';

/** Spec §2 "Header: logo": the BQ mark (the favicon's house) and the product's name. */
export function Logo() {
  return (
    <Inline space="sm" alignItems="center">
      <svg viewBox="0 0 32 32" width="32" height="32" role="img" aria-label="BQ Portal">
        <rect width="32" height="32" rx="6" fill="#1b2b4b" />
        <path d="M16 6 6 14h3v11h5v-6h4v6h5V14h3z" fill="#fff" />
      </svg>
      <Text weight="bold" size="lg" aria-hidden>
        BQ Portal
      </Text>
    </Inline>
  );
}
