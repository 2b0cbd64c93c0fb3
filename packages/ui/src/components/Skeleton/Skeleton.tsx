import { type ComponentPropsWithoutRef, type CSSProperties, forwardRef } from 'react';
import * as styles from './Skeleton.css';

export const SKELETON_VARIANTS = ['text', 'rect', 'circle'] as const;
export type SkeletonVariant = (typeof SKELETON_VARIANTS)[number];

export type SkeletonProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** `text`: lines of text; `rect`: a block (image, card); `circle`: an avatar. */
  variant?: SkeletonVariant;
  /** Number of text lines (text only). */
  lines?: number;
  /** Width of a rect, or of the text lines (CSS length or px). */
  width?: CSSProperties['width'];
  /** Height of a rect (CSS length or px). */
  height?: CSSProperties['height'];
  /** Diameter of a circle (CSS length or px). */
  size?: CSSProperties['width'];
};

/**
 * A grey placeholder in the shape of content that is still loading. It is decorative (hidden
 * from screen readers): announce loading with a Spinner or `aria-busy` on the region instead.
 * The shimmer stops for users who ask for reduced motion.
 */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  { variant = 'text', lines = 1, width, height, size = 40, className, style, ...props },
  ref,
) {
  if (variant === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <div
        ref={ref}
        aria-hidden="true"
        data-variant="text"
        className={[styles.lines, className].filter(Boolean).join(' ')}
        style={{ width, ...style }}
        {...props}
      >
        {Array.from({ length: count }, (_, index) => (
          <span
            // Lines are identical and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={[
              styles.block,
              styles.shape.text,
              count > 1 && index === count - 1 && styles.lastLine,
            ]
              .filter(Boolean)
              .join(' ')}
          />
        ))}
      </div>
    );
  }
  const dimensions =
    variant === 'circle' ? { width: size, height: size } : { width: width ?? '100%', height };
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-variant={variant}
      className={[styles.block, styles.shape[variant], className].filter(Boolean).join(' ')}
      style={{ ...dimensions, ...style }}
      {...props}
    />
  );
});
Skeleton.displayName = 'Skeleton';
