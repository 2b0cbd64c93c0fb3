export type { CalendarTexts } from './Calendar';
export { DateInput, type DateInputProps, maskDate } from './DateInput';
