import { type ComponentPropsWithoutRef, createElement, forwardRef } from 'react';
import * as styles from './Text.css';

export const TEXT_TONES = [
  'default',
  'muted',
  'subtle',
  'danger',
  'success',
  'warning',
  'inverse',
  'link',
] as const;
export const TEXT_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export const TEXT_WEIGHTS = ['regular', 'medium', 'bold'] as const;

export type TextProps = ComponentPropsWithoutRef<'span'> & {
  as?: 'span' | 'p' | 'div' | 'label' | 'strong' | 'small';
  tone?: (typeof TEXT_TONES)[number];
  size?: (typeof TEXT_SIZES)[number];
  weight?: (typeof TEXT_WEIGHTS)[number];
  /** Cut to one line with an ellipsis; the full text stays available as a tooltip. */
  truncate?: boolean;
};

export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  {
    as = 'span',
    tone = 'default',
    size = 'md',
    weight = 'regular',
    truncate,
    className,
    title,
    ...props
  },
  ref,
) {
  const classes = [
    styles.base,
    styles.tone[tone],
    styles.size[size],
    styles.weight[weight],
    truncate && styles.truncate,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const tooltip =
    title ?? (truncate && typeof props.children === 'string' ? props.children : undefined);
  return createElement(as, { ref, className: classes, title: tooltip, ...props });
});
Text.displayName = 'Text';
