import type { Contract, ResponseOf } from '@bq/contract';
import { authMeta } from '@bq/contract/meta';
import { sendTokenless } from '../../../shared/http/tokenless';
import { signIn } from '../../../shared/session/store';

type LoginAnswer = ResponseOf<Contract['auth']['loginByEmail']>;

export function storeLogin(result: { token: string; roleIds: number[]; roleInfos: unknown }): void {
  signIn(result.token, { roleIds: result.roleIds.map(String), roleInfos: result.roleInfos });
}

/** Kept apart from `auth.ts` so the login form's submit does not load axios (see tokenless.ts). */
export async function login(email: string, password: string): Promise<void> {
  storeLogin(await sendTokenless<LoginAnswer>(authMeta.loginByEmail, { email, password }));
}
