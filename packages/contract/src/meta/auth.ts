import { meta } from './define.js';

export const authMeta = {
  loginByEmail: meta('general/unauth/loginByEmail', 'public'),
  sendEmailVerificationCode: meta('general/unauth/sendEmailVerificationCode', 'public'),
  registerByEmailAndCode: meta('general/unauth/registerByEmailAndCode', 'public'),
  changePasswordByEmailVerificationCode: meta(
    'general/unauth/changePasswordByEmailVerificationCode',
    'public',
  ),
  loginByCode: meta('general/unauth/loginByCode', 'public'),
} as const;

export const userMeta = {
  updatePassword: meta('general/user/updatePassword', 'user'),
  logout: meta('general/user/logout', 'user'),
  updateLanguage: meta('general/user/updateLanguage', 'user'),
  getUserRoles: meta('general/user/getUserRoles', 'user'),
} as const;

export const touristsMeta = {
  isFirstLogin: meta('bq/touristsLogin/isFirstLogin', 'user'),
  add: meta('bq/touristsLogin/add', 'user', 'json'),
  getTouristsInfo: meta('bq/touristsLogin/getTouristsInfo', 'user'),
} as const;
