import { type ComponentPropsWithoutRef, createElement, forwardRef } from 'react';
import * as styles from './Heading.css';

export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export type HeadingProps = ComponentPropsWithoutRef<'h2'> & {
  /** Document outline level: renders `h1`…`h4` with the matching size. */
  level?: HeadingLevel;
};

export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, className, ...props },
  ref,
) {
  const classes = [styles.base, styles.level[level], className].filter(Boolean).join(' ');
  return createElement(`h${level}`, { ref, className: classes, ...props });
});
Heading.displayName = 'Heading';
