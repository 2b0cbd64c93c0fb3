export { Checkbox, type CheckboxProps, type CheckboxState, type CheckedState } from './Checkbox';
