import { useSnapshot } from 'valtio';
import { type Language, layout } from '../layout/store';
import { getItem } from '../storage/storage';

/** Two-step sign-in's words, [English, Chinese], chosen by the portal's language (1 Chinese). */
export const TWO_STEP_TEXTS = {
  title: ['Two-step sign-in', '两步登录'],
  off: [
    'After your password, the portal also asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).',
    '输入密码后，门户还会要求输入手机上验证器应用（Google Authenticator、Microsoft Authenticator、1Password 等）显示的验证码。',
  ],
  required: [
    'Your role requires two-step sign-in: set it up now to continue.',
    '您的角色要求两步登录：请先完成设置再继续。',
  ],
  setUp: ['Set up', '设置'],
  scan: [
    'Scan this QR code with your authenticator app, or type the key below into it.',
    '用验证器应用扫描此二维码，或手动输入下面的密钥。',
  ],
  qrAlt: ['QR code for your authenticator app', '验证器应用的二维码'],
  key: ['Key', '密钥'],
  code: ['Code from your authenticator app', '验证器应用中的验证码'],
  recoveryCode: ['Recovery code', '恢复码'],
  codeRequired: ['Please enter the 6-digit code.', '请输入 6 位验证码。'],
  recoveryRequired: ['Please enter a recovery code.', '请输入恢复码。'],
  confirm: ['Confirm', '确认'],
  saveCodes: [
    'Two-step sign-in is on. Keep these ten recovery codes somewhere safe: each lets you sign in once without your phone. They are shown only now.',
    '两步登录已开启。请妥善保存这十个恢复码：每个可在没有手机时登录一次。它们只显示这一次。',
  ],
  copy: ['Copy', '复制'],
  copied: ['Copied', '已复制'],
  download: ['Download', '下载'],
  saved: ['I have saved them', '我已保存'],
  on: ['On', '已开启'],
  left: ['recovery codes left', '个恢复码可用'],
  turnOff: ['Turn off', '关闭'],
  turnOffHelp: [
    'Enter a current code or a recovery code to turn two-step sign-in off.',
    '输入当前验证码或恢复码以关闭两步登录。',
  ],
  turnedOff: ['Two-step sign-in is off.', '两步登录已关闭。'],
  useRecovery: ['Use a recovery code', '使用恢复码'],
  useApp: ['Use the code from your app', '使用应用中的验证码'],
  verify: ['Verify', '验证'],
  codeStep: [
    'Open your authenticator app and enter the code it shows for BQ Portal.',
    '打开验证器应用，输入 BQ Portal 显示的验证码。',
  ],
  back: ['Back to log in', '返回登录'],
} as const;

export type TwoStepText = keyof typeof TWO_STEP_TEXTS;

/**
 * The words in the portal's language. `signedOut`: the login screen, which speaks English, shows
 * Chinese only to a browser that chose it before (the portal's default is Chinese, the login
 * screen's English).
 */
export function useTwoStepText(signedOut = false): (key: TwoStepText) => string {
  const { language } = useSnapshot(layout);
  const english = signedOut ? getItem<Language>('languageType') !== 1 : language === 2;
  return (key) => TWO_STEP_TEXTS[key][english ? 0 : 1];
}
