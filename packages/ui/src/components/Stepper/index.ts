export {
  STEP_STATES,
  STEPPER_ORIENTATIONS,
  Stepper,
  type StepperOrientation,
  type StepperProps,
  type StepperStep,
  type StepState,
} from './Stepper';
