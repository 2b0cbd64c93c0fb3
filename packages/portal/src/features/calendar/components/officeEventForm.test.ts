import { describe, expect, it } from 'vitest';
import { officeEventRequest, officeEventValues } from './officeEventForm';

describe('office event form', () => {
  it('sends whole days as ISO dates', () => {
    const values = { ...officeEventValues(null, '2027-07-05'), title: 'Office closed' };
    expect(values.startDate).toBe('07/05/2027');
    expect(officeEventRequest({ ...values, endDate: '2027-07-06' }, null)).toEqual({
      request: {
        title: 'Office closed',
        location: '',
        description: '',
        allDay: true,
        startDate: '2027-07-05',
        endDate: '2027-07-06',
      },
    });
  });

  it('reads times as California wall clock and names what is missing', () => {
    const values = {
      ...officeEventValues(null, '2027-01-11'),
      title: 'Sales meeting',
      allDay: false,
      startsAt: '2027-01-11T09:00',
      endsAt: '',
    };
    expect(officeEventRequest(values, null)).toEqual({
      errors: { endsAt: 'Enter when it ends' },
    });
    // 09:00 PST is 17:00 UTC; the edit names the event and the sequence read.
    expect(
      officeEventRequest({ ...values, endsAt: '2027-01-11T10:30' }, { id: 4, sequence: 2 }),
    ).toEqual({
      request: {
        id: 4,
        sequence: 2,
        title: 'Sales meeting',
        location: '',
        description: '',
        allDay: false,
        startsAt: '2027-01-11T17:00:00.000Z',
        endsAt: '2027-01-11T18:30:00.000Z',
      },
    });
  });

  it('edits an event from its answer', () => {
    const values = officeEventValues(
      {
        uid: 'office-4@calendar.bq-portal',
        kind: 'office',
        title: 'Sales meeting',
        location: 'Room 1',
        description: '',
        allDay: false,
        startDate: null,
        endDate: null,
        startsAt: '2027-06-01T16:00:00.000Z',
        endsAt: '2027-06-01T17:00:00.000Z',
        timeZone: 'America/Los_Angeles',
        sequence: 3,
        link: '/calendar/index?view=month&date=2027-06-01',
        officeEventId: 4,
      },
      '2027-06-01',
    );
    expect(values).toMatchObject({ allDay: false, startsAt: '2027-06-01T09:00' });
  });
});
