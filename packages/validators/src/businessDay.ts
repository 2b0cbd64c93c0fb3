/**
 * The one business clock. The brokerage works in California (docs/decisions/cases.md, "Dates and
 * months follow California"): a licence lapses, a delegation ends, a certificate is dated and a
 * month closes by the calendar in Los Angeles, never by the UTC date of the instant. Every place
 * that turns an instant into a date goes through here (the server adds the SQL forms in its
 * clock/business-clock.ts); the instant itself comes from the caller's clock (the server's
 * injected `now`, the browser's `new Date()`).
 */
export const BUSINESS_TZ = 'America/Los_Angeles';

// Read by parts, so the locale's order does not matter; h23 keeps midnight 00, never 24. Built on
// first use, not on import: the first formatter with a time zone loads the zone's data (about
// 45 ms of a core, measured), which a page that shows no date should not pay as it starts.
let parts: Intl.DateTimeFormat | undefined;
const partsFormat = () =>
  (parts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

function fields(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const out = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const p of partsFormat().formatToParts(at))
    if (p.type in out) out[p.type as keyof typeof out] = p.value;
  return out;
}

/** The business date (`YYYY-MM-DD`) the instant falls on. */
export function businessDay(at: Date): string {
  const f = fields(at);
  return `${f.year}-${f.month}-${f.day}`;
}

/** The business month (`YYYY-MM`) the instant falls in. */
export function businessMonth(at: Date): string {
  return businessDay(at).slice(0, 7);
}

export function businessYear(at: Date): number {
  return Number(fields(at).year);
}

/** The local wall-clock minute, `YYYYMMDDHHmm`: for names people read (export files). */
export function businessStamp(at: Date): string {
  const f = fields(at);
  return `${f.year}${f.month}${f.day}${f.hour}${f.minute}`;
}

/**
 * The wall-clock minute in California, `YYYY-MM-DDTHH:mm`: what a course session's time is
 * entered and read as (a datetime-local field), whatever zone the browser is in.
 */
export function businessWallClock(at: Date): string {
  const f = fields(at);
  return `${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}`;
}

let zoneName: Intl.DateTimeFormat | undefined;

/** The business zone's short name at an instant, `PST` or `PDT`: the label on a shown time. */
export function businessZoneName(at: Date): string {
  zoneName ??= new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TZ, timeZoneName: 'short' });
  return zoneName.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'PT';
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a California wall-clock minute (`YYYY-MM-DDTHH:mm`) names; null for text of another
 * shape or a date that does not exist. A minute skipped when clocks go forward reads as the same
 * minute of standard time, the hour that repeats in autumn as its first (daylight) pass.
 */
export function fromBusinessWallClock(text: string): Date | null {
  const m = WALL_CLOCK.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // The zone's offset at a guess, twice: the second guess lands on the right side of a change.
  const offsetAt = (ms: number) => {
    const f = fields(new Date(ms));
    return Date.UTC(+f.year, +f.month - 1, +f.day, +f.hour, +f.minute) - ms;
  };
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  const named = [first, second].filter((ms) => businessWallClock(new Date(ms)) === text);
  // None names it in the skipped hour: the first guess used standard time's offset.
  return new Date(named.length > 0 ? Math.min(...named) : first);
}

/**
 * A business date `n` days after (or before) another, both `YYYY-MM-DD`: calendar arithmetic on
 * the date's own numbers, with no instant and so no zone involved (a day is a day across a change
 * of clocks).
 */
export function addBusinessDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The `n` business months (`YYYY-MM`) ending with the one `at` falls in, oldest first. */
export function businessMonthsTo(at: Date, n: number): string[] {
  const [y, m] = businessMonth(at).split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
