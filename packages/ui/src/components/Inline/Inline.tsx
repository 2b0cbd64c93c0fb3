import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box';

export const INLINE_ALIGNS = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof INLINE_ALIGNS)[number];

const justify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'justifyContent'> & {
  space?: BoxProps['gap'];
  align?: InlineAlign;
  /** Wrap onto the next line when the row is full (default) or stay on one line. */
  wrap?: boolean;
};

/** Children side by side, vertically centred, wrapping when the row is full. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'sm', align = 'start', wrap = true, alignItems = 'center', ...props },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      alignItems={alignItems}
      justifyContent={justify[align]}
      {...props}
    />
  );
});
Inline.displayName = 'Inline';
