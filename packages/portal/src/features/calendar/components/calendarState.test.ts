import type { CalendarEvent } from '@bq/contract';
import { describe, expect, it } from 'vitest';
import {
  type KindColours,
  libraryEvent,
  placeOf,
  rangeOf,
  stepped,
  titleOf,
} from './calendarState';

const search = (text: string) => new URLSearchParams(text);

describe('the address is the state', () => {
  it('reads the view and the date, falling back to this month', () => {
    expect(placeOf(search('view=week&date=2027-06-15'), '2026-11-28')).toEqual({
      view: 'week',
      date: '2027-06-15',
    });
    expect(placeOf(search('view=year&date=2027-02-30'), '2026-11-28')).toEqual({
      view: 'month',
      date: '2026-11-28',
    });
  });

  it("asks for the weeks a view shows: a month's six weeks from the Sunday before the 1st", () => {
    // 1 June 2027 is a Tuesday.
    expect(rangeOf({ view: 'month', date: '2027-06-15' })).toEqual({
      from: '2027-05-30',
      to: '2027-07-10',
    });
    expect(rangeOf({ view: 'week', date: '2027-06-15' })).toEqual({
      from: '2027-06-13',
      to: '2027-06-19',
    });
    expect(rangeOf({ view: 'agenda', date: '2027-02-10' })).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
  });

  it('steps by months (from the 1st, so 31 January does not skip February) and by weeks', () => {
    expect(stepped({ view: 'month', date: '2027-01-31' }, 1)).toEqual({
      view: 'month',
      date: '2027-02-01',
    });
    expect(stepped({ view: 'agenda', date: '2027-01-15' }, -1).date).toBe('2026-12-01');
    expect(stepped({ view: 'week', date: '2027-03-10' }, 1).date).toBe('2027-03-17');
  });

  it('titles a month and a week', () => {
    expect(titleOf({ view: 'month', date: '2027-06-15' })).toBe('June 2027');
    expect(titleOf({ view: 'week', date: '2027-06-15' })).toBe('June 13 – 19, 2027');
    expect(titleOf({ view: 'week', date: '2027-06-01' })).toBe('May 30 – June 5, 2027');
    expect(titleOf({ view: 'week', date: '2027-12-30' })).toBe(
      'December 26, 2027 – January 1, 2028',
    );
  });
});

const colours = new Proxy({}, { get: () => ({ bg: 'blue', text: 'white' }) }) as KindColours;
const base: CalendarEvent = {
  uid: 'x',
  kind: 'closeOfEscrow',
  title: 'Close of escrow: 1 Main St',
  location: '',
  description: '',
  allDay: true,
  startDate: '2027-06-15',
  endDate: '2027-06-15',
  startsAt: null,
  endsAt: null,
  timeZone: null,
  sequence: 1,
  link: '/transaction/purchase-not-process?id=7',
  officeEventId: null,
};

describe('events for the library', () => {
  it('ends a whole day the day after (exclusive) and links to its page', () => {
    expect(libraryEvent(base, colours)).toMatchObject({
      allDay: true,
      start: '2027-06-15',
      end: '2027-06-16',
      url: '#/transaction/purchase-not-process?id=7',
    });
  });

  it('shows a session at its California hour, whatever zone the browser is in', () => {
    const session = {
      ...base,
      kind: 'courseSession' as const,
      allDay: false,
      startDate: null,
      endDate: null,
      startsAt: '2027-06-01T17:00:00.000Z',
      endsAt: '2027-06-01T19:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    };
    expect(libraryEvent(session, colours)).toMatchObject({
      allDay: false,
      start: '2027-06-01T10:00:00',
      end: '2027-06-01T12:00:00',
    });
  });
});
