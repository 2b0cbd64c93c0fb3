import type { ListingDetail } from '@bq/contract';
import { Card, ImageGallery, Stack, Text } from '@bq/ui';
import { ListingFacts, ListingWords, PriceLine } from './ListingFacts';
import { addressLine } from './listingText';
import { sharedOf } from './ShareView';

/**
 * The listing itself on its agent's page, whatever its template shows: the price and rooms, every
 * photo in the order shown (each opening the ImagePreview), the facts, the description in both
 * languages and the features.
 */
export function ListingSummary({ listing }: { listing: ListingDetail }) {
  const address = addressLine(listing);
  return (
    <Card title="Listing" titleLevel={2}>
      <Stack space="md">
        <PriceLine listing={listing} />
        <ImageGallery
          label="Photos"
          images={listing.photos.map((src, i) => ({
            src,
            alt: `${address}: photo ${i + 1} of ${listing.photos.length}`,
          }))}
          emptyText={<Text tone="muted">No photos yet: add them in Edit.</Text>}
        />
        <ListingFacts listing={sharedOf(listing)} />
        <ListingWords listing={sharedOf(listing)} all />
      </Stack>
    </Card>
  );
}
