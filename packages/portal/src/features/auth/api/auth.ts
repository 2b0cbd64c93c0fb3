import { api } from '../../../shared/http/client';
import { signIn } from '../../../shared/session/store';

/** Verification code purposes (the server's `type`). */
export const CODE_FOR = { register: 1, password: 2 } as const;

function storeLogin(result: { token: string; roleIds: number[]; roleInfos: unknown }): void {
  signIn(result.token, { roleIds: result.roleIds.map(String), roleInfos: result.roleInfos });
}

export async function login(email: string, password: string): Promise<void> {
  storeLogin(await api('auth', 'loginByEmail', { email, password }, { quiet: true }));
}

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
