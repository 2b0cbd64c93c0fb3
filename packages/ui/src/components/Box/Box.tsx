import { type ComponentPropsWithoutRef, createElement, type ElementType, forwardRef } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<ComponentPropsWithoutRef<'div'>, keyof Sprinkles> & {
    /** The element to render; layout props become atomic classes on it. */
    as?: ElementType;
  };

/** Splits layout props (sprinkles) from the rest, so any element can take token-based layout. */
export function splitSprinkles<P extends object>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', className, ...props },
  ref,
) {
  const [atoms, rest] = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { ref, className: classes || undefined, ...rest });
});
Box.displayName = 'Box';
