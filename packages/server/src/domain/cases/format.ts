import { containsPattern } from '../../db/query-helpers.js';
import type { CaseOtherSide, CaseParty } from '../../db/schema-cases.js';

/** `%`, `_` and `\` are wildcards in LIKE; a keyword matches them literally. */
export const likePattern = (keyword: string) => containsPattern(keyword, { lower: true });

const blankParty: CaseParty = { company: '', officer: '', phone: '', email: '' };
export const party = (p: Partial<CaseParty> | null | undefined): CaseParty => ({
  ...blankParty,
  ...p,
});
export const otherSide = (p: Partial<CaseOtherSide> | null | undefined): CaseOtherSide => ({
  agentName: '',
  brokerage: '',
  phone: '',
  email: '',
  ...p,
});

export const iso = (d: Date) => d.toISOString();
