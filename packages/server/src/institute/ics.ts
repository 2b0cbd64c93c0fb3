/**
 * iCalendar (RFC 5545) text for course sessions: pure, so the course's download and a person's
 * feed share it and it is tested on its own.
 */

export interface IcsEvent {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description?: string;
}

/** UTC form `YYYYMMDDTHHMMSSZ` (§3.3.5 form #2): no time-zone table needed. */
export function icsTime(d: Date): string {
  return `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** TEXT escaping (§3.3.11): backslash first, then `;` `,` and newlines. */
export function icsEscape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (§3.1): continuation lines start with one space. Cuts fall
 * between characters, never inside a UTF-8 sequence (Chinese titles are 3 octets a character).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; later ones 74 after their leading space.
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function icsCalendar(
  events: readonly IcsEvent[],
  opts: { name: string; now: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BQ Realty//Institute//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsEscape(opts.name)}`,
  ];
  const stamp = icsTime(opts.now);
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsEscape(e.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsTime(e.startsAt)}`,
      `DTEND:${icsTime(e.endsAt)}`,
      `SUMMARY:${icsEscape(e.summary)}`,
      `LOCATION:${icsEscape(e.location)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${icsEscape(e.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
