import type { Contract, ResponseOf } from '@bq/contract';
import { authMeta } from '@bq/contract/meta';
import { sendTokenless } from '../../../shared/http/tokenless';
import { signIn } from '../../../shared/session/store';

type LoginAnswer = ResponseOf<Contract['auth']['loginByEmail']>;
type SignedIn = ResponseOf<Contract['auth']['loginByCode']>;

export function storeLogin(result: { token: string; roleIds: number[]; roleInfos: unknown }): void {
  signIn(result.token, { roleIds: result.roleIds.map(String), roleInfos: result.roleInfos });
}

/**
 * What a right password leads to: signed in; a code from the authenticator app first (two-step
 * sign-in is on); or, when the person's role requires two-step sign-in and they have not set it
 * up, a session that may only enrol: it is stored once enrolment is done.
 */
export type LoginOutcome =
  | { kind: 'signed-in' }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; result: SignedIn };

/** Kept apart from `auth.ts` so the login form's submit does not load axios (see tokenless.ts). */
export async function login(email: string, password: string): Promise<LoginOutcome> {
  const answer = await sendTokenless<LoginAnswer>(authMeta.loginByEmail, { email, password });
  if ('challenge' in answer) return { kind: 'code', challenge: answer.challenge };
  if (answer.mustEnrol) return { kind: 'enrol', result: answer };
  storeLogin(answer);
  return { kind: 'signed-in' };
}

/** The second step: the challenge and a code from the app or a recovery code. */
export async function loginByCode(challenge: string, code: string): Promise<void> {
  storeLogin(await sendTokenless<SignedIn>(authMeta.loginByCode, { challenge, code }));
}
