export {
  AMOUNT_SIGNS,
  AMOUNT_STATES,
  AMOUNT_WEIGHTS,
  Amount,
  type AmountProps,
  type AmountSign,
  type AmountState,
  type AmountWeight,
  amountText,
} from './Amount';
