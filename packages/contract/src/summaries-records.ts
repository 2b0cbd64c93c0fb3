/**
 * The descriptions of the calls that reach across every area's records: the one search box, the
 * lists' saved views and the one change log, kept apart so `summaries.ts` stays one screenful per
 * area.
 */
export const RECORD_SUMMARIES: Readonly<Record<string, string>> = {
  'bq/changeLog/recordHistory':
    "Added: one record's changes from the one change log (who, when, the fields before and after, money and secrets masked), newest first, at most 200; for whoever may open that record (a setting: without an id, every setting).",
  'bq/changeLog/query':
    'Added, administrators: the whole change log, newest first, filtered by the person who wrote, the record kind, one record and a range of days; paged.',
  'bq/search/query':
    "Added: one search box over every record the caller may open (cases, people, applications, courses, orders, products, listings, pay statements, groups), each kind asked of its own area with that area's read rules, at most 5 a kind; an exact case number, order reference or e-mail comes first. Under two characters: the caller's most recently changed records.",
  'bq/view/list':
    "Added: the saved views of one of the portal's lists the caller sees (their own and those shared with a role they hold), their default view of it and the roles they may share with.",
  'bq/view/save':
    'Added: keeps a named query string of a list (filters, sort, page size, columns) for the caller or shared with a role they hold; with an id, saves over their own view.',
  'bq/view/remove':
    'Added: deletes a saved view (its owner, or an administrator); defaults on it go with it.',
  'bq/view/setDefault':
    "Added: the caller's default view of a list, opened when they come to the list with no query; null clears it.",
};
