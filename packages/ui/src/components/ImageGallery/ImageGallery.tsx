import { XIcon } from 'lucide-react';
import {
  type DragEvent,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../IconButton/IconButton';
import {
  ImagePreview,
  type ImagePreviewTexts,
  type PreviewImage,
} from '../ImagePreview/ImagePreview';
import * as styles from './ImageGallery.css';

export const IMAGE_GALLERY_SIZES = ['sm', 'md', 'lg'] as const;
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
  /**
   * Offers to reorder the images: each thumbnail can be dragged onto another's place, or moved
   * one place with Alt+Left / Alt+Right while focused (announced as its `aria-keyshortcuts`). The
   * caller moves `from` to `to`.
   */
  onMove?: (from: number, to: number) => void;
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
    onMove,
    emptyText = null,
    previewTexts,
    className,
  },
  ref,
) {
  const [shown, setShown] = useState<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const idBase = useId();
  // After a keyboard move the focus follows the image to its new place.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current !== null) document.getElementById(`${idBase}${focusAt.current}`)?.focus();
    focusAt.current = null;
  });
  if (images.length === 0) return <>{emptyText}</>;

  const end = () => {
    setDragged(null);
    setOver(null);
  };
  const drag = (index: number) =>
    onMove && {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.setData('text/plain', '');
        setDragged(index);
      },
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        setOver(index);
      },
      onDragEnd: end,
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragged !== null && dragged !== index) onMove(dragged, index);
        end();
      },
    };
  const moveBy = (event: KeyboardEvent, index: number) => {
    const to = index + (event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0);
    if (!onMove || !event.altKey || to === index || to < 0 || to >= images.length) return;
    event.preventDefault();
    focusAt.current = to;
    onMove(index, to);
  };
  return (
    <>
      <ul
        ref={ref}
        aria-label={label}
        className={[styles.list, className].filter(Boolean).join(' ')}
      >
        {images.map((image, index) => (
          <li
            key={image.src}
            className={[styles.item, over === index && dragged !== index && styles.dropTarget]
              .filter(Boolean)
              .join(' ')}
            {...drag(index)}
          >
            <button
              type="button"
              id={onMove && `${idBase}${index}`}
              className={[styles.thumb, styles.size[size]].join(' ')}
              aria-label={openLabel(image, index)}
              aria-keyshortcuts={onMove && 'Alt+ArrowLeft Alt+ArrowRight'}
              onClick={() => setShown(index)}
              onKeyDown={(event) => moveBy(event, index)}
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
