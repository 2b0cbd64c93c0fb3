import { meta } from './define.js';

export const authMeta = {
  loginByEmail: meta(
    'general/unauth/loginByEmail',
    'public',
    'Log in with e-mail and password; returns a login token and the user roles.',
  ),
  sendEmailVerificationCode: meta(
    'general/unauth/sendEmailVerificationCode',
    'public',
    'Send a 6-digit code to an e-mail address (type 1 = register, 2 = change password).',
  ),
  registerByEmailAndCode: meta(
    'general/unauth/registerByEmailAndCode',
    'public',
    'Register a new (tourist) account with an e-mailed code; logs the new user in.',
  ),
  changePasswordByEmailVerificationCode: meta(
    'general/unauth/changePasswordByEmailVerificationCode',
    'public',
    'Set a new password with an e-mailed code; revokes every session of the account.',
  ),
} as const;

export const userMeta = {
  updatePassword: meta(
    'general/user/updatePassword',
    'user',
    'Change the own password (old + new); revokes every session of the account, this one too.',
  ),
  logout: meta('general/user/logout', 'user', 'Revoke the token of this request.'),
  updateLanguage: meta(
    'general/user/updateLanguage',
    'user',
    'Added: the language (1 Chinese, 2 English) the person reads; their mail and messages come in it.',
  ),
  getUserRoles: meta(
    'general/user/getUserRoles',
    'user',
    'Startup call (path not shown in the spec): user name and, with needRole, the role list relList.',
  ),
} as const;

export const touristsMeta = {
  isFirstLogin: meta(
    'bq/touristsLogin/isFirstLogin',
    'user',
    'Whether the signed-in user has not yet filled in tourist details.',
  ),
  add: meta(
    'bq/touristsLogin/add',
    'user',
    'Save the tourist details of the signed-in user.',
    'json',
  ),
  getTouristsInfo: meta(
    'bq/touristsLogin/getTouristsInfo',
    'user',
    'The tourist details of the signed-in user (also the startup "tourist info" fetch).',
  ),
} as const;
