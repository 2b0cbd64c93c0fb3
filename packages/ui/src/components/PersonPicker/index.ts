export { type PersonOption, PersonPicker, type PersonPickerProps } from './PersonPicker';
