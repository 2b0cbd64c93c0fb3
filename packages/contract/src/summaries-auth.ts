/** The descriptions of the calls of signing in, two-step sign-in and the signed-in person's session. */
export const AUTH_SUMMARIES: Readonly<Record<string, string>> = {
  'general/unauth/loginByEmail':
    'Log in with e-mail and password; returns a login token and the user roles, or a two-step challenge.',
  'general/unauth/sendEmailVerificationCode':
    'Send a 6-digit code to an e-mail address (type 1 = register, 2 = change password).',
  'general/unauth/registerByEmailAndCode':
    'Register a new (tourist) account with an e-mailed code; logs the new user in.',
  'general/unauth/changePasswordByEmailVerificationCode':
    'Set a new password with an e-mailed code; revokes every session of the account.',
  'general/unauth/loginByCode':
    'Added: the second step of a two-step sign-in (challenge + authenticator or recovery code); logs in.',
  'general/twoStep/status':
    'Added: whether the own two-step sign-in is on, required by a role, and recovery codes left.',
  'general/twoStep/start':
    'Added: a new authenticator secret (text and QR code), pending until confirmed with a code.',
  'general/twoStep/confirm':
    'Added: confirm the authenticator with a first code; answers ten one-time recovery codes, once.',
  'general/twoStep/disable':
    'Added: turn the own two-step sign-in off with a current code or a recovery code.',
  'general/twoStep/reset':
    "Added: an administrator removes a person's authenticator (logged in the security log).",
  'general/twoStep/stepUp':
    'Added: a current or recovery code before money moves; the session may pay again for STEP_UP_MINUTES.',
  'general/user/updatePassword':
    'Change the own password (old + new); revokes every session of the account, this one too.',
  'general/user/logout': 'Revoke the token of this request.',
  'general/user/updateLanguage':
    'Added: the language (1 Chinese, 2 English) the person reads; their mail and messages come in it.',
  'general/user/getUserRoles':
    'Startup call (path not shown in the spec): user name and, with needRole, the role list relList.',
};
