/**
 * The descriptions of the calls of the production statistics and awards, kept apart so `summaries.ts`
 * stays one screenful per area.
 */
export const PRODUCTION_SUMMARIES: Readonly<Record<string, string>> = {
  'bq/production/periods':
    'The current month, quarter and year, every closed production period, and whether the caller may close periods and give awards.',
  'bq/production/figures':
    "A period's production (closed volume, sides, gross commission, team splits by share) by agent, team, branch or region, by the office written in or the agent's home office; ranked from the frozen snapshot once closed. An agent reads their own commission only.",
  'bq/production/cases':
    "The cases behind one figure with the share credited to it. An agent may open their own figure only; others' commissions are never answered.",
  'bq/production/exportCsv':
    'The production figures as a CSV file, with the same rows and the same hidden commissions as figures.',
  'bq/production/closePeriod':
    'Closes a production period that has begun: freezes its snapshot (append-only) for rankings and awards.',
  'bq/production/reopenPeriod':
    'Added: reopens a closed period with a reason (kept); its figures are live again until it is closed anew. Refused once an award was confirmed from it.',
  'bq/award/list':
    'Award programmes with their rule and winners (confirmed, or as the frozen statistics give them), newest first.',
  'bq/award/detail': 'One award programme with its winners and ceremony photos.',
  'bq/award/save':
    'Adds an award programme (name, period, measure, top N or a threshold) or edits one not yet confirmed.',
  'bq/award/confirm':
    "Confirms a programme's winners from the closed period's snapshot; refused to a winner. Fixed from then on.",
  'bq/award/history': 'Confirmed awards with their winners, newest period first.',
  'bq/award/uploadPhoto':
    'A ceremony photo for a programme: multipart fields id, caption, fileName, mime, then the file part `file` (PNG or JPEG, at most 5 MB).',
};
