import { XIcon } from 'lucide-react';
import { forwardRef, type ReactNode, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import {
  ImagePreview,
  type ImagePreviewTexts,
  type PreviewImage,
} from '../ImagePreview/ImagePreview';
import * as styles from './ImageGallery.css';

export const IMAGE_GALLERY_SIZES = ['sm', 'md'] as const;
export type ImageGallerySize = (typeof IMAGE_GALLERY_SIZES)[number];

export type ImageGalleryProps = {
  /** Each image once: its address is its key. */
  images: readonly PreviewImage[];
  /** Names the list of thumbnails for screen readers ("Photos of the yard sign"). */
  label: string;
  size?: ImageGallerySize;
  /** Offers to take an image off (a remove button on each thumbnail). */
  onRemove?: (index: number) => void;
  /** The open button's name; says which image it shows. */
  openLabel?: (image: PreviewImage, index: number) => string;
  removeLabel?: (image: PreviewImage, index: number) => string;
  /** Shown instead of an empty list. */
  emptyText?: ReactNode;
  previewTexts?: Partial<ImagePreviewTexts>;
  className?: string;
};

/**
 * Images as a row of thumbnails of one size (each keeps its shape, cropped to fill); a click or
 * Enter opens the ImagePreview at that image (rotate, zoom, next, previous). With `onRemove` each
 * thumbnail has a remove button of its own.
 */
export const ImageGallery = forwardRef<HTMLUListElement, ImageGalleryProps>(function ImageGallery(
  {
    images,
    label,
    size = 'md',
    onRemove,
    openLabel = (image) => `Open ${image.alt}`,
    removeLabel = (image) => `Remove ${image.alt}`,
    emptyText = null,
    previewTexts,
    className,
  },
  ref,
) {
  const [shown, setShown] = useState<number | null>(null);
  if (images.length === 0) return <>{emptyText}</>;
  return (
    <>
      <ul
        ref={ref}
        aria-label={label}
        className={[styles.list, className].filter(Boolean).join(' ')}
      >
        {images.map((image, index) => (
          <li key={image.src} className={styles.item}>
            <button
              type="button"
              className={[styles.thumb, styles.size[size]].join(' ')}
              aria-label={openLabel(image, index)}
              onClick={() => setShown(index)}
            >
              <img src={image.src} alt="" className={styles.image} />
            </button>
            {onRemove && (
              <IconButton
                size="sm"
                variant="secondary"
                className={styles.remove}
                icon={<XIcon aria-hidden="true" />}
                label={removeLabel(image, index)}
                onClick={() => onRemove(index)}
              />
            )}
          </li>
        ))}
      </ul>
      <ImagePreview
        images={images}
        index={shown ?? 0}
        onIndexChange={setShown}
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
        }}
        texts={previewTexts}
      />
    </>
  );
});
ImageGallery.displayName = 'ImageGallery';
