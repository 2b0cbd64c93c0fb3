/** The calendar's call descriptions, kept apart like the finance and system ones. */
export const CALENDAR_SUMMARIES: Readonly<Record<string, string>> = {
  'bq/calendar/events':
    "Added: what concerns the caller between two business dates: their cases' key dates, course sessions they teach or attend, approvals due, their licence's expiry, office-wide events.",
  'bq/calendar/feedStatus':
    'Added: whether the caller has a private calendar feed address, and since when (never the address: only its hash is kept).',
  'bq/calendar/renewFeed':
    'Added: makes the caller a new private .ics feed address, shown this once; the previous one stops working.',
  'bq/calendar/revokeFeed': "Added: ends the caller's private feed address.",
  'bq/calendar/saveOfficeEvent':
    'Added: an administrator adds an office-wide event or changes one (naming the sequence read; 409 when it moved).',
  'bq/calendar/removeOfficeEvent': 'Added: an administrator removes an office-wide event.',
};
