export { Switch, type SwitchProps, type SwitchState } from './Switch';
