import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * Sessions and the security log (docs/auth.md "Sessions" and "The security log"): a person lists
 * and ends their own sessions; administrators read and export every sign-in, failure, two-step
 * change, recovery code spent, role change and ended session. The log is append-only and holds no
 * secret.
 */
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'two_step_enrolled',
  'two_step_disabled',
  'two_step_reset',
  'recovery_code_used',
  'password_changed',
  'session_ended',
  'role_switched',
  'role_assigned',
  'role_changed',
  /**
   * A call that moves money refused for want of a fresh code (`detail.call`, `detail.need`), or
   * a wrong step-up code (`detail.reason`).
   */
  'step_up_refused',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** An event kind's name in a filter, a row and the CSV, in both languages of the portal. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, { en: string; zh: string }> = {
  sign_in: { en: 'Signed in', zh: '登录成功' },
  sign_in_failed: { en: 'Sign-in failed', zh: '登录失败' },
  two_step_enrolled: { en: 'Two-step sign-in turned on', zh: '开启两步登录' },
  two_step_disabled: { en: 'Two-step sign-in turned off', zh: '关闭两步登录' },
  two_step_reset: { en: 'Two-step sign-in reset', zh: '重置两步登录' },
  recovery_code_used: { en: 'Recovery code used', zh: '使用恢复码' },
  password_changed: { en: 'Password changed', zh: '修改密码' },
  session_ended: { en: 'Session ended', zh: '会话结束' },
  role_switched: { en: 'Active role switched', zh: '切换当前角色' },
  role_assigned: { en: 'Role given', zh: '授予角色' },
  role_changed: { en: 'Role or permissions changed', zh: '角色或权限变更' },
  step_up_refused: { en: 'Step-up refused', zh: '二次验证被拒' },
};

/**
 * Why a sign-in failed (`detail.reason` of `sign_in_failed`): an address with no account, a wrong
 * password, a wrong or reused second-step code, the failed-login limit, an account refused entry
 * (the blacklist), a second step whose challenge had expired.
 */
export const SIGN_IN_FAILURES = [
  'unknown_user',
  'wrong_password',
  'wrong_code',
  'throttled',
  'refused',
  'expired',
] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/** At most this many events in one CSV export (the newest of the filter). */
export const SECURITY_EXPORT_MAX = 10_000;

export const sessionMeta = {
  mine: meta('bq/session/mine', 'user', 'json'),
  end: meta('bq/session/end', 'user', 'json'),
} as const;

export const securityMeta = {
  events: meta('bq/security/events', { modules: [MODULE_IDS['system/security-log']] }, 'json'),
  export: meta('bq/security/export', { modules: [MODULE_IDS['system/security-log']] }, 'json'),
} as const;
