import { describe, expect, it } from 'vitest';
import { foldLine, icsCalendar, icsEscape, icsTime } from '../src/institute/ics.js';

describe('iCalendar text (RFC 5545)', () => {
  it('writes times in UTC basic form', () => {
    expect(icsTime(new Date('2027-01-12T02:05:09.123Z'))).toBe('20270112T020509Z');
  });

  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(icsEscape('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const ascii = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(ascii);
    const lines = folded.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(ascii);
    const chinese = `SUMMARY:${'课'.repeat(60)}`;
    const parts = foldLine(chinese).split('\r\n');
    expect(parts.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(parts.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(chinese);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('builds a calendar with one event per session and CRLF line ends', () => {
    const text = icsCalendar(
      [
        {
          uid: 'a@x',
          startsAt: new Date('2027-01-01T10:00:00Z'),
          endsAt: new Date('2027-01-01T11:00:00Z'),
          summary: 'One, two',
          location: 'Room; 1',
        },
        {
          uid: 'b@x',
          startsAt: new Date('2027-01-02T10:00:00Z'),
          endsAt: new Date('2027-01-02T11:00:00Z'),
          summary: '第二课',
          location: 'Online',
        },
      ],
      { name: 'Test', now: new Date('2026-11-23T00:00:00Z') },
    );
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(
      text
        .split('\r\n')
        .slice(0, -1)
        .every((l) => !l.includes('\n')),
    ).toBe(true);
    expect(text.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(2);
    expect(text).toContain('UID:a@x\r\nDTSTAMP:20261123T000000Z\r\nDTSTART:20270101T100000Z');
    expect(text).toContain('DTEND:20270101T110000Z');
    expect(text).toContain('SUMMARY:One\\, two');
    expect(text).toContain('LOCATION:Room\\; 1');
    expect(text).toContain('SUMMARY:第二课');
  });
});
