import { describe, expect, it } from 'vitest';
import { checkCourse, courseFormOf, courseRequestOf, emptyCourseForm } from './courseMapping';
import { editorWord } from './editorTexts';

describe('the course form rules', () => {
  it('sends the price as typed (exact decimal text; empty is free) and session times as California instants', () => {
    const values = {
      ...emptyCourseForm(),
      titleEn: ' Negotiation ',
      price: '12.50',
      seats: '12',
      sessions: [{ startsAt: '2027-03-01T10:00', endsAt: '2027-03-01T12:30', place: 'Room 1' }],
    };
    const request = courseRequestOf(values);
    expect(request.price).toBe('12.50');
    expect(request.titleEn).toBe('Negotiation');
    expect(courseRequestOf({ ...values, price: '' }).price).toBe('0');
    const [session] = request.sessions;
    expect(Date.parse(session?.endsAt ?? '') - Date.parse(session?.startsAt ?? '')).toBe(
      150 * 60_000,
    );
    // 10:00 in San Francisco on 1 March (PST, UTC-8), whatever zone the browser is in.
    expect(session?.startsAt).toBe('2027-03-01T18:00:00.000Z');
  });

  it('reads a saved course back into the same form values', () => {
    const values = {
      ...emptyCourseForm(),
      titleZh: '谈判',
      category: 'Sales',
      price: '99.00',
      seats: '3',
      sessions: [{ startsAt: '2027-03-01T10:00', endsAt: '2027-03-01T11:00', place: 'Room 1' }],
    };
    const request = courseRequestOf(values);
    const record = {
      ...request,
      id: 1,
      version: 1,
      status: 'draft' as const,
      lecturers: [],
      seatsTaken: 0,
      waitlisted: 0,
      createdBy: 'Lee',
      updatedAt: '2026-11-23T00:00:00Z',
    };
    expect(courseFormOf(record)).toEqual({ ...values, ceHours: '', coverUrl: '' });
    expect(courseFormOf({ ...record, lecturers: [{ id: 4, name: 'Lee' }] }).lecturerIds).toEqual([
      '4',
    ]);
  });

  it('needs a title in one language, a category, whole seats and every session placed in time', () => {
    const values = { ...emptyCourseForm(), delivery: 'online' as const, seats: '2.5' };
    expect(checkCourse(values)).toEqual({
      titleEn: 'Give the course a title in Chinese or English',
      category: 'Choose a category',
      seats: 'Seats must be a whole number of at least 1',
      'sessions.0.startsAt': 'Enter when the session starts',
      'sessions.0.endsAt': 'Enter when the session ends',
      'sessions.0.place': 'Enter the online link',
    });
    const ok = {
      ...values,
      titleZh: '谈判',
      category: 'Sales',
      seats: '12',
      sessions: [
        {
          startsAt: '2026-12-01T10:00',
          endsAt: '2026-12-01T09:00',
          place: 'https://meet.example.com/x',
        },
      ],
    };
    expect(checkCourse(ok)).toEqual({
      'sessions.0.endsAt': 'The session must end after it starts',
    });
    ok.sessions[0] = { ...ok.sessions[0], endsAt: '2026-12-01T11:00' } as (typeof ok.sessions)[0];
    expect(checkCourse(ok)).toEqual({});
  });

  // The refusals follow the language toggle like the labels.
  it('says what it refuses in Chinese when the editor speaks Chinese', () => {
    const values = { ...emptyCourseForm(), seats: '0' };
    const refused = checkCourse(values, (key) => editorWord(1, key));
    expect(refused).toEqual({
      titleEn: '请填写中文或英文标题',
      category: '请选择类别',
      seats: '名额须为不小于 1 的整数',
      'sessions.0.startsAt': '请填写本节开始时间',
      'sessions.0.endsAt': '请填写本节结束时间',
      'sessions.0.place': '请填写地点',
    });
  });
});
