import { type ComponentPropsWithoutRef, createElement, forwardRef } from 'react';
import * as styles from './Heading.css';

export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export type HeadingProps = ComponentPropsWithoutRef<'h2'> & {
  /** Document outline level: renders `h1`…`h4`, at the matching size unless `size` says another. */
  level?: HeadingLevel;
  /** The size of another level, when the outline and the look differ (a card's title). */
  size?: HeadingLevel;
};

export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size = level, className, ...props },
  ref,
) {
  const classes = [styles.base, styles.level[size], className].filter(Boolean).join(' ');
  return createElement(`h${level}`, { ref, className: classes, ...props });
});
Heading.displayName = 'Heading';
