import type { AwardProgramme } from '@bq/contract';
import { periodsOf } from '@bq/contract/meta';
import type { calls, Req } from '../../../shared/http/calls';

/** The award form's values: every field as typed. */
export interface ProgrammeValues {
  name: string;
  periodKey: string;
  measure: AwardProgramme['measure'];
  rule: AwardProgramme['rule'];
  topN: string;
  threshold: string;
}

/** A programme's values for the form, or a new one's (this month, the top 10 by volume). */
export function programmeValues(from: AwardProgramme | null, today: string): ProgrammeValues {
  if (!from)
    return {
      name: '',
      periodKey: periodsOf(today).month,
      measure: 'volume',
      rule: 'top',
      topN: '10',
      threshold: '',
    };
  return {
    name: from.name,
    periodKey: from.periodKey,
    measure: from.measure,
    rule: from.rule,
    topN: from.topN === null ? '' : String(from.topN),
    threshold: from.threshold ?? '',
  };
}

/** The save request: only the rule's own figure is sent (the server checks it is there). */
export function programmeRequest(v: ProgrammeValues, id?: number): Req<typeof calls.award.save> {
  return {
    ...(id === undefined ? {} : { id }),
    name: v.name,
    periodKey: v.periodKey,
    measure: v.measure,
    rule: v.rule,
    ...(v.rule === 'top' ? { topN: v.topN.trim() } : { threshold: v.threshold.trim() }),
  };
}
