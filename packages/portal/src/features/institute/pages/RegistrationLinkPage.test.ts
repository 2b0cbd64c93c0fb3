import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/http/errors';
import { outcomeText, refusalText } from './RegistrationLinkPage';

const outcome = {
  courseId: 3,
  courseTitleZh: '合同入门',
  courseTitleEn: 'Contracts 101',
  position: null,
} as const;

describe('what a registration mail link did, in both languages', () => {
  it('says a seat, a waitlist place or a cancellation', () => {
    expect(outcomeText(2, { ...outcome, status: 'enrolled' })).toBe('Confirmed: you have a seat.');
    expect(outcomeText(1, { ...outcome, status: 'enrolled' })).toBe('报名已确认，您已获得名额。');
    expect(outcomeText(2, { ...outcome, status: 'waitlisted', position: 4 })).toBe(
      'Confirmed. The course is full; you are on the waitlist at place 4',
    );
    expect(outcomeText(1, { ...outcome, status: 'cancelled' })).toBe(
      '您的报名已取消，名额已释放。',
    );
  });

  it('words a made-up link itself and leads the server sentence in Chinese', () => {
    const missing = new ApiError(404, 'This link is not valid', 'bq/outsiders/confirm', []);
    expect(refusalText(1, missing)).toBe('此链接无效。请从邮件中重新打开完整的链接。');
    const late = new ApiError(
      409,
      'This confirmation link has expired; please register again from the course page',
      'bq/outsiders/confirm',
      [],
    );
    expect(refusalText(2, late)).toBe(late.message);
    expect(refusalText(1, late)).toBe(`此链接无法使用：${late.message}`);
  });
});
