import { describe, expect, it } from 'vitest';
import { checkCourse, emptyCourseForm, priceCents, priceText } from './courseForm';

describe('the course form rules', () => {
  it('turns a typed price into exact cents and back (empty is free)', () => {
    expect(priceCents('')).toBe(0);
    expect(priceCents('12.5')).toBe(1250);
    expect(priceCents('0.29')).toBe(29);
    expect(priceCents('1999999.99')).toBe(199999999);
    expect(priceText(1250)).toBe('12.50');
    expect(priceText(0)).toBe('');
  });

  it('needs a title in one language, a category, whole seats and every session placed', () => {
    const values = { ...emptyCourseForm(), delivery: 'online' as const, seats: '2.5' };
    expect(checkCourse(values)).toEqual({
      titleEn: 'Give the course a title in Chinese or English',
      category: 'Choose a category',
      seats: 'Seats must be a whole number of at least 1',
      'sessions.0.startsAt': 'Enter when the session starts',
      'sessions.0.place': 'Enter the online link',
    });
    const ok = {
      ...values,
      titleZh: '谈判',
      category: 'Sales',
      seats: '12',
      sessions: [{ startsAt: '2026-12-01T10:00', place: 'https://meet.example.com/x' }],
    };
    expect(checkCourse(ok)).toEqual({});
  });
});
