import { api } from '../../../shared/http/client';
import { storeLogin } from './login';

/** Verification code purposes (the server's `type`). */
export const CODE_FOR = { register: 1, password: 2 } as const;

export async function sendCode(email: string, purpose: keyof typeof CODE_FOR): Promise<void> {
  await api(
    'auth',
    'sendEmailVerificationCode',
    { email, type: CODE_FOR[purpose] },
    { quiet: true },
  );
}

export async function register(input: {
  email: string;
  code: string;
  password: string;
  name?: string;
}): Promise<void> {
  storeLogin(await api('auth', 'registerByEmailAndCode', input, { quiet: true }));
}

export async function changePassword(input: { email: string; code: string; password: string }) {
  await api('auth', 'changePasswordByEmailVerificationCode', input, { quiet: true });
}
