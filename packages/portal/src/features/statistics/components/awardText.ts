import type { AwardProgramme } from '@bq/contract';
import { formatMoney } from '../../../shared/money';

type Rule = Pick<AwardProgramme, 'measure' | 'rule' | 'topN' | 'threshold'>;

/** A figure as the award's measure reads it: dollars, or sides with two places. */
export function measureValue(measure: AwardProgramme['measure'], value: string): string {
  if (measure === 'sides') return `${value} ${value === '1.00' ? 'side' : 'sides'}`;
  return formatMoney(value);
}

/** The rule in words: 'Top 10 by closed volume', 'At least 2.00 sides'. */
export function ruleText(p: Rule): string {
  const by = p.measure === 'volume' ? 'closed volume' : 'sides';
  if (p.rule === 'top') return `Top ${p.topN ?? 0} by ${by}`;
  return `At least ${measureValue(p.measure, p.threshold ?? '0')}${p.measure === 'volume' ? ' of closed volume' : ''}`;
}
