// The business clock's pure half (the server's clock/business-clock.ts adds the SQL forms).

export {
  ACH_RETURN_CODE_LIST,
  ACH_RETURN_CODES,
  type AccountNumberResult,
  type AchReturnCode,
  abaCheckDigitOk,
  isBankingDay,
  maskAccount,
  nextBankingDay,
  type RoutingResult,
  readAccountNumber,
  readRoutingNumber,
} from './bank.js';
export * from './businessDay.js';
export {
  type CharacterLimitResult,
  characterCount,
  firstCharacters,
  keepWithinCharacters,
} from './characters.js';
export {
  addOneYear,
  DATE_FORMAT,
  DATE_INPUT_FORMATS,
  type DateInput,
  formatDate,
  isValidDate,
  parseDate,
} from './date.js';
export {
  DATE_TEXT_HINT,
  type DateTextResult,
  dateTextError,
  MONTH_NAMES,
  normaliseDateText,
  readDateText,
} from './dateText.js';
export {
  canonicalDecimal,
  compareDecimal,
  readDecimal,
  type ScaledDecimal,
  scaledToString,
} from './decimal.js';
export { type DigitLengthResult, enforceDigitLength } from './digitLength.js';
export { DEFAULT_EMAIL_ENDINGS, emailOfLength, isValidEmail, normalizeEmail } from './email.js';
export {
  digitLengthMessage,
  ILLEGAL_INPUT_MESSAGE,
  multiSelectMessage,
  TEAM_SPLIT_MESSAGE,
  teamSplitMessage,
} from './messages.js';
export {
  addMoney,
  allocateMoney,
  compareMoney,
  formatMoney,
  isNegativeMoney,
  isZeroMoney,
  MONEY_UNITS,
  type Money,
  MoneyParseError,
  type MoneyParseProblem,
  type MoneyParseResult,
  type MoneyUnit,
  moneyOf,
  moneyToCents,
  moneyToDecimal,
  negateMoney,
  parseMoney,
  percentageOf,
  type Ratio,
  type Rounding,
  safeParseMoney,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from './money.js';
export { checkMultiSelect, type MultiSelectResult } from './multiSelect.js';
export {
  DECIMAL_PLACES_MAX,
  DECIMAL_PLACES_MIN,
  filterNumericInput,
  isValidNumeric,
  NUMERIC_TYPES,
  type NumericOptions,
  type NumericType,
  numericProblem,
  PERCENT_MAX,
  readTypedNumber,
  readWholeNumber,
  type TypedNumber,
} from './numeric.js';
export { checkPattern, type PatternOrValidator } from './pattern.js';
export {
  formatPhone,
  isValidPhone,
  PHONE_MIN_DIGITS,
  type PhoneResult,
  phoneError,
  readPhone,
} from './phone.js';
export { checkTeamSplit, type SplitValue, type TeamSplitResult } from './teamSplit.js';
export { maskTin, readTin, type TinResult } from './tin.js';
