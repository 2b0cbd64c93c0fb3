export {
  RADIO_ORIENTATIONS,
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  type RadioOrientation,
} from './RadioGroup';
