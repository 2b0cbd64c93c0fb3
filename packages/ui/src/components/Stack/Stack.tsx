import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box';

export const STACK_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof STACK_ALIGNS)[number];

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems'> & {
  /** Space between children, from the spacing scale. */
  space?: BoxProps['gap'];
  align?: StackAlign;
};

/** Children one under another with even space between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { space = 'md', align = 'stretch', ...props },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      {...props}
    />
  );
});
Stack.displayName = 'Stack';
