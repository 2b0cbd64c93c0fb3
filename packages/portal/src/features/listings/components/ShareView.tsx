import type { ListingDetail, SharedListing } from '@bq/contract';
import { Heading, ImageGallery, Inline, Stack, StatusTag, Text } from '@bq/ui';
import { AgentCard } from './AgentCard';
import { ListingFacts, ListingWords, PriceLine } from './ListingFacts';
import { addressLine, STATUS_TEXT } from './listingText';

/**
 * A listing as its share page lays it out (the public page, the agent's preview and the
 * template's preview draw the same): the template's headline, the photos — one large cover then
 * the rest (`hero`), or all alike (`grid`), each opening the ImagePreview — the price and facts,
 * the remarks in both languages and the features when the template shows them, and the listing
 * agent's contacts.
 */
export function ShareView({ listing }: { listing: SharedListing }) {
  const { layout } = listing;
  const address = addressLine(listing);
  const images = listing.photos.map((src, i) => ({
    src,
    alt: `${address}: photo ${i + 1} of ${listing.photos.length}`,
  }));
  const [cover, ...rest] = images;
  const status = STATUS_TEXT[listing.StandardStatus];
  const headline = [layout.headlineEn, layout.headlineZh].filter(Boolean).join(' · ');
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Text weight="bold" tone="muted">
          {listing.ListOfficeName}
        </Text>
        {headline && (
          <Text tone="muted" weight="medium">
            {headline}
          </Text>
        )}
        <Inline space="md" alignItems="center">
          <Heading level={1}>{address}</Heading>
          <StatusTag tone={status.tone}>{status.en}</StatusTag>
        </Inline>
        <PriceLine listing={listing} />
      </Stack>
      {layout.layout === 'hero' && cover ? (
        <Stack space="sm">
          <ImageGallery label="Cover photo" size="lg" images={[cover]} />
          <ImageGallery label="More photos" size="sm" images={rest} />
        </Stack>
      ) : (
        <ImageGallery
          label="Photos"
          images={images}
          emptyText={<Text tone="muted">No photos yet.</Text>}
        />
      )}
      <ListingFacts listing={listing} />
      <ListingWords listing={listing} />
      <AgentCard listing={listing} />
    </Stack>
  );
}

/** The share page's view of a listing the agent has open: the same keys the public call answers. */
export function sharedOf(l: ListingDetail): SharedListing {
  return {
    PropertyType: l.PropertyType,
    StandardStatus: l.StandardStatus,
    UnparsedAddress: l.UnparsedAddress,
    UnitNumber: l.UnitNumber,
    City: l.City,
    StateOrProvince: l.StateOrProvince,
    PostalCode: l.PostalCode,
    ListPrice: l.ListPrice,
    BedroomsTotal: l.BedroomsTotal,
    BathroomsTotalInteger: l.BathroomsTotalInteger,
    BathroomsHalf: l.BathroomsHalf,
    LivingArea: l.LivingArea,
    LotSizeArea: l.LotSizeArea,
    YearBuilt: l.YearBuilt,
    PublicRemarksEn: l.PublicRemarksEn,
    PublicRemarksZh: l.PublicRemarksZh,
    Features: l.Features,
    photos: l.photos,
    layout: l.layout,
    ListOfficeName: l.ListOfficeName,
    ListAgentFullName: l.ListAgentFullName,
    ListAgentPreferredPhone: l.ListAgentPreferredPhone,
    ListAgentEmail: l.ListAgentEmail,
  };
}
