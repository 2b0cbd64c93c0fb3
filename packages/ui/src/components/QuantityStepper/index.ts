export {
  clampQuantity,
  QUANTITY_STEPPER_SIZES,
  QuantityStepper,
  type QuantityStepperProps,
  type QuantityStepperSize,
  quantityProblem,
} from './QuantityStepper';
