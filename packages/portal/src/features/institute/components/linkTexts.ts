import type { Language } from '../../../shared/layout/store';
import { type HallText, say } from './texts';

/**
 * The words of the registration mail's two link pages, in both languages. Kept
 * apart from the hall's own words: the hall loads those on a visitor's first page, these only
 * when a link is opened.
 */
export const LINK_TEXTS = {
  confirmTitle: ['确认报名', 'Confirm your registration'],
  cancelTitle: ['取消报名', 'Cancel your registration'],
  working: ['正在处理…', 'Working…'],
  linkEnrolled: ['报名已确认，您已获得名额。', 'Confirmed: you have a seat.'],
  linkWaitlisted: [
    '报名已确认。课程已满，您在候补名单上，位置：',
    'Confirmed. The course is full; you are on the waitlist at place ',
  ],
  linkCancelled: [
    '您的报名已取消，名额已释放。',
    'Your registration is cancelled; its place is free for others.',
  ],
  cancelAsk: [
    '确定要取消这门课程的报名吗？您的名额（或候补位置）将让给其他人。',
    'Cancel your registration for this course? Your seat (or waitlist place) goes to someone else.',
  ],
  cancelConfirm: ['确定取消报名', 'Yes, cancel my registration'],
  linkInvalid: [
    '此链接无效。请从邮件中重新打开完整的链接。',
    'This link is not valid; open the whole link from the mail again.',
  ],
  linkRefused: ['此链接无法使用：', 'This link cannot be used: '],
} as const satisfies Record<string, readonly [string, string]>;

export type LinkText = keyof typeof LINK_TEXTS;

/** The word for `key` on a link page: its own words, else the hall's. */
export const sayLink = (language: Language, key: LinkText | HallText): string =>
  key in LINK_TEXTS
    ? LINK_TEXTS[key as LinkText][language === 2 ? 1 : 0]
    : say(language, key as HallText);
