import { ImageGallery, Text } from '@bq/ui';

/**
 * A product's photos as the design system's ImageGallery: thumbnails that open the ImagePreview
 * (rotate, zoom, next, previous). With `onRemove` each photo offers to be taken off.
 */
export function PhotoGallery({
  photos,
  name,
  onRemove,
}: {
  photos: readonly string[];
  /** The product's name, for the photos' descriptions. */
  name: string;
  onRemove?: (index: number) => void;
}) {
  const product = name || 'Product';
  return (
    <ImageGallery
      label={`Photos of ${product}`}
      images={photos.map((src, index) => ({
        src,
        alt: `${product}: photo ${index + 1} of ${photos.length}`,
      }))}
      openLabel={(image) => `View ${image.alt}`}
      removeLabel={(_, index) => `Remove photo ${index + 1}`}
      onRemove={onRemove}
      emptyText={<Text tone="muted">No photos yet.</Text>}
    />
  );
}
