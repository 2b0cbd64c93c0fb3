export { STACK_ALIGNS, Stack, type StackAlign, type StackProps } from './Stack';
