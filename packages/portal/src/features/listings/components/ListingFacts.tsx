import type { SharedListing } from '@bq/contract';
import { bathsText } from '@bq/contract/meta';
import { DescriptionList, Heading, Inline, Stack, StatusTag, Text } from '@bq/ui';
import { AmountText } from '../../../shared/AmountText';
import { factsLine, PROPERTY_TYPE_TEXT } from './listingText';

const sqFt = (n: number | null) => (n === null ? null : `${n.toLocaleString('en-US')} sq ft`);

/** The asking price in large type, and the rooms and area in one line beside it. */
export function PriceLine({ listing }: { listing: SharedListing }) {
  return (
    <Inline space="md" alignItems="center">
      <Text size="lg" weight="bold">
        <AmountText amount={listing.ListPrice.amount} />
      </Text>
      <Text tone="muted">{factsLine(listing)}</Text>
    </Inline>
  );
}

/** The listing's facts as a list of labels and values: type, rooms, areas, year. */
export function ListingFacts({ listing }: { listing: SharedListing }) {
  return (
    <DescriptionList
      items={[
        { label: 'Property type', value: PROPERTY_TYPE_TEXT[listing.PropertyType] },
        { label: 'Bedrooms', value: String(listing.BedroomsTotal) },
        { label: 'Bathrooms', value: bathsText(listing) },
        { label: 'Living area', value: sqFt(listing.LivingArea) },
        { label: 'Lot', value: sqFt(listing.LotSizeArea) },
        {
          label: 'Year built',
          value: listing.YearBuilt === null ? null : String(listing.YearBuilt),
        },
      ]}
    />
  );
}

/**
 * The description in both languages and the features, each when there is one; `all` shows them
 * whatever the template hides (the agent's own view of the listing).
 */
export function ListingWords({ listing, all = false }: { listing: SharedListing; all?: boolean }) {
  const { layout } = listing;
  const remarks =
    (all || layout.showRemarks) && (listing.PublicRemarksEn || listing.PublicRemarksZh);
  const features = (all || layout.showFeatures) && listing.Features.length > 0;
  return (
    <>
      {remarks && (
        <Stack space="sm">
          {listing.PublicRemarksEn && <Text>{listing.PublicRemarksEn}</Text>}
          {listing.PublicRemarksZh && <Text lang="zh">{listing.PublicRemarksZh}</Text>}
        </Stack>
      )}
      {features && (
        <Stack space="xs">
          <Heading level={2}>Features</Heading>
          <Inline space="sm">
            {listing.Features.map((f) => (
              <StatusTag key={f} tone="neutral">
                {f}
              </StatusTag>
            ))}
          </Inline>
        </Stack>
      )}
    </>
  );
}
