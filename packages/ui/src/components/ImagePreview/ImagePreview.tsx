import * as RadixDialog from '@radix-ui/react-dialog';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  RotateCcwIcon,
  RotateCwIcon,
  XIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from 'lucide-react';
import {
  type ComponentProps,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as styles from './ImagePreview.css';

export type PreviewImage = { src: string; alt: string };
export type ImagePreviewState = { rotation: number; zoom: number };

/** Spec §9: zoom from 0.5 to 4 times in steps of 0.1; rotation in 90-degree steps. */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.1;
export const ROTATE_STEP = 90;

/** A zoom one step up or down, kept inside the limits and free of float noise. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * ZOOM_STEP) * 10) / 10;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}

/** Spec §9: the thumbnail list scrolls to the item 4 positions back. */
export function thumbnailScrollIndex(index: number): number {
  return Math.max(0, index - 4);
}

export type ImagePreviewTexts = {
  title: string;
  close: string;
  previous: string;
  next: string;
  zoomIn: string;
  zoomOut: string;
  rotateLeft: string;
  rotateRight: string;
  thumbnails: string;
};

export const DEFAULT_IMAGE_PREVIEW_TEXTS: ImagePreviewTexts = {
  title: 'Image preview',
  close: 'Close',
  previous: 'Previous image',
  next: 'Next image',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  rotateLeft: 'Rotate left',
  rotateRight: 'Rotate right',
  thumbnails: 'Thumbnails',
};

export type ImagePreviewProps = {
  images: readonly PreviewImage[];
  index: number;
  onIndexChange?: (index: number) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where rotation and zoom start for each image (stories use it to show a rotated state). */
  initialState?: Partial<ImagePreviewState>;
  texts?: Partial<ImagePreviewTexts>;
  /** Extra content in the toolbar, e.g. a download link. */
  actions?: ReactNode;
};

function Control({
  label,
  children,
  className,
  ...props
}: { label: string; children: ReactNode } & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={[styles.control, className].filter(Boolean).join(' ')}
      {...props}
    >
      {children}
    </button>
  );
}

/**
 * A full-screen image viewer on Radix Dialog (focus trap, Esc): rotate, zoom (buttons or the
 * wheel), previous/next (buttons or arrow keys), thumbnails; a click on the mask closes it.
 */
export const ImagePreview = forwardRef<HTMLDivElement, ImagePreviewProps>(function ImagePreview(
  { images, index, onIndexChange, open, onOpenChange, initialState, texts: textsProp, actions },
  ref,
) {
  const texts = { ...DEFAULT_IMAGE_PREVIEW_TEXTS, ...textsProp };
  const start = { rotation: 0, zoom: 1, ...initialState };
  const [rotation, setRotation] = useState(start.rotation);
  const [zoom, setZoom] = useState(start.zoom);
  const stripRef = useRef<HTMLUListElement>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const count = images.length;
  const current = images[Math.min(Math.max(0, index), count - 1)];

  // Each image starts upright at 100 %.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the image changes
  useEffect(() => {
    setRotation(start.rotation);
    setZoom(start.zoom);
  }, [index]);

  useEffect(() => {
    const strip = stripRef.current;
    if (!open || !strip) return;
    const anchor = strip.children[thumbnailScrollIndex(index)] as HTMLElement | undefined;
    if (anchor) strip.scrollLeft = anchor.offsetLeft - strip.offsetLeft;
  }, [index, open]);

  const go = (target: number) => {
    if (target >= 0 && target < count && target !== index) onIndexChange?.(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content
          ref={(node) => {
            contentRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          className={styles.content}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          // The viewer itself takes focus (arrow keys work at once) rather than its close button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          data-rotation={rotation}
          data-zoom={zoom}
        >
          <RadixDialog.Title className={styles.visuallyHidden}>{texts.title}</RadixDialog.Title>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the mask click has Esc and the close button as keyboard equivalents */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: same as above */}
          <div
            className={styles.stage}
            data-testid="image-preview-mask"
            onClick={(event) => {
              if (event.target === event.currentTarget) onOpenChange?.(false);
            }}
            onWheel={(event) => setZoom((z) => stepZoom(z, event.deltaY < 0 ? 1 : -1))}
          >
            {current && (
              <img
                className={styles.image}
                src={current.src}
                alt={current.alt}
                draggable={false}
                style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
              />
            )}
            <RadixDialog.Close asChild>
              <Control label={texts.close} className={styles.close}>
                <XIcon />
              </Control>
            </RadixDialog.Close>
            {count > 1 && (
              <>
                <Control
                  label={texts.previous}
                  className={styles.previous}
                  disabled={index <= 0}
                  onClick={() => go(index - 1)}
                >
                  <ChevronLeftIcon />
                </Control>
                <Control
                  label={texts.next}
                  className={styles.next}
                  disabled={index >= count - 1}
                  onClick={() => go(index + 1)}
                >
                  <ChevronRightIcon />
                </Control>
              </>
            )}
          </div>
          <div className={styles.footer}>
            <div className={styles.toolbar}>
              <Control
                label={texts.zoomOut}
                disabled={zoom <= ZOOM_MIN}
                onClick={() => setZoom((z) => stepZoom(z, -1))}
              >
                <ZoomOutIcon />
              </Control>
              <span className={styles.readout} aria-live="polite">
                {Math.round(zoom * 100)}%
              </span>
              <Control
                label={texts.zoomIn}
                disabled={zoom >= ZOOM_MAX}
                onClick={() => setZoom((z) => stepZoom(z, 1))}
              >
                <ZoomInIcon />
              </Control>
              <Control label={texts.rotateLeft} onClick={() => setRotation((r) => r - ROTATE_STEP)}>
                <RotateCcwIcon />
              </Control>
              <Control
                label={texts.rotateRight}
                onClick={() => setRotation((r) => r + ROTATE_STEP)}
              >
                <RotateCwIcon />
              </Control>
              <span className={styles.readout}>
                {Math.min(index + 1, count)} / {count}
              </span>
              {actions}
            </div>
            {count > 1 && (
              <ul ref={stripRef} className={styles.strip} aria-label={texts.thumbnails}>
                {images.map((image, position) => (
                  <li key={image.src}>
                    <button
                      type="button"
                      className={styles.thumb}
                      aria-current={position === index}
                      onClick={() => go(position)}
                    >
                      <img className={styles.thumbImage} src={image.src} alt={image.alt} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
ImagePreview.displayName = 'ImagePreview';
