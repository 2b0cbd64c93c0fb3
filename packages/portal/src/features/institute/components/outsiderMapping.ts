import { formatPhone, isValidEmail, phoneError } from '@bq/validators';
import type { Language } from '../../../shared/layout/store';

export interface OutsiderValues {
  name: string;
  email: string;
  phone: string;
}

export type OutsiderErrors = Partial<Record<keyof OutsiderValues, string>>;

const MESSAGES = {
  name: ['请填写姓名', 'Enter your name'],
  email: ['请输入有效的电子邮箱', 'Enter a valid e-mail address'],
  phone: ['请填写电话', 'Enter a phone number'],
} as const;

/**
 * Spec §5 for an outside visitor's registration: a name, an e-mail with an allowed ending and a
 * phone of at least 10 digits; the phone is sent formatted (xxx) xxx-xxxx.
 */
export function checkOutsider(values: OutsiderValues, language: Language): OutsiderErrors {
  const errors: OutsiderErrors = {};
  const at = language - 1;
  if (!values.name.trim()) errors.name = MESSAGES.name[at];
  if (!isValidEmail(values.email.trim())) errors.email = MESSAGES.email[at];
  const phone = values.phone.trim();
  const phoneProblem = phone ? phoneError(phone) : MESSAGES.phone[at];
  if (phoneProblem) errors.phone = phoneProblem;
  return errors;
}

export type OutsiderRequest = ReturnType<typeof outsiderRequest>;

/** The request body once `checkOutsider` found nothing. */
export const outsiderRequest = (values: OutsiderValues, courseId: number, language: Language) => ({
  courseId,
  /** The mail with the confirmation link is written in the page's language. */
  languageType: language,
  name: values.name.trim(),
  email: values.email.trim(),
  phone: formatPhone(values.phone.trim()),
});
