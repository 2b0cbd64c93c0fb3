export { HEADING_LEVELS, Heading, type HeadingLevel, type HeadingProps } from './Heading';
