import { Button, ImagePreview, Inline, Stack, Text } from '@bq/ui';
import { useState } from 'react';

/**
 * A product's photos as thumbnails; a click opens the design system's ImagePreview at that photo
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
  const [shown, setShown] = useState<number | null>(null);
  if (photos.length === 0) return <Text tone="muted">No photos yet.</Text>;
  const alt = (index: number) => `${name || 'Product'}: photo ${index + 1} of ${photos.length}`;
  return (
    <>
      <Inline space="md" alignItems="flex-end">
        {photos.map((src, index) => (
          <Stack key={src} space="xs">
            <Button
              variant="ghost"
              onClick={() => setShown(index)}
              aria-label={`View ${alt(index)}`}
            >
              <img src={src} alt="" height={96} />
            </Button>
            {onRemove && (
              <Button size="sm" variant="ghost" onClick={() => onRemove(index)}>
                Remove photo {index + 1}
              </Button>
            )}
          </Stack>
        ))}
      </Inline>
      <ImagePreview
        images={photos.map((src, index) => ({ src, alt: alt(index) }))}
        index={shown ?? 0}
        onIndexChange={setShown}
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
      />
    </>
  );
}
