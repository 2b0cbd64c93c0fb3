import { CASE_TYPES } from '@bq/contract/meta';
import { paths } from '../../shared/routes/paths';
import { removeItems } from '../../shared/storage/storage';

/** Spec §8 dialog messages of the create-case flow, verbatim (typos included). */
export const ASK_LICENSE = 'Do you have real estate license now?';
export const NO_LICENSE =
  'sorry, you can not creat a new case until you get the real estate license.';
export const UPDATE_LICENSE =
  'please update your license information in your personal info upfront, and then creat a new case.';
export const ASK_BOARD = 'Do you join in any board?';
export const NO_BOARD =
  'you need to join at least one board upfront to do this type of business. or you can only do referral case or help buyer buy new construction property.';

/** Spec §4 agent statuses. */
export const AGENT_NO_LICENSE = 3;
export const AGENT_NO_BOARD = 2;

/**
 * What Create new offers: every case type, with purchase split into new construction and resale
 * (spec §2 has a page for each; offering only "Purchase" left resale reachable by typing its
 * address alone). The key is the new-case page's path under /transaction.
 */
export const NEW_CASE_CHOICES = [
  { value: 'purchase-new', label: `${CASE_TYPES[1]} (new construction)` },
  { value: 'purchase-not', label: `${CASE_TYPES[1]} (resale)` },
  { value: 'listing', label: CASE_TYPES[3] },
  { value: 'mortgage', label: CASE_TYPES[4] },
  { value: 'pm', label: CASE_TYPES[5] },
  { value: 'referral', label: CASE_TYPES[6] },
] as const;
export type NewCaseKey = (typeof NEW_CASE_CHOICES)[number]['value'];

export const newCasePath = (key: NewCaseKey) => `/transaction/${key}`;

/**
 * Without a board an agent may only refer or help a buyer buy new construction (spec §8's
 * no-board message): every other kind asks 'Do you join in any board?' first.
 */
const NEEDS_BOARD: ReadonlySet<NewCaseKey> = new Set<NewCaseKey>([
  'purchase-not',
  'listing',
  'mortgage',
  'pm',
]);

/** Where clicking Create new leads: an agent without a licence is asked first (step 1). */
export function onCreateNew(agentStatus: number | undefined): 'ask-license' | 'choose-type' {
  return agentStatus === AGENT_NO_LICENSE ? 'ask-license' : 'choose-type';
}

/** What confirming a type does (steps 4–7). */
export function onTypeChosen(
  agentStatus: number | undefined,
  key: NewCaseKey,
): { kind: 'ask-board' } | { kind: 'open'; path: string } {
  if (agentStatus === AGENT_NO_BOARD && NEEDS_BOARD.has(key)) return { kind: 'ask-board' };
  return { kind: 'open', path: newCasePath(key) };
}

/** Step 7: a new case starts from nothing stored of the previous one. */
export function clearStoredCase(): void {
  removeItems(['transactionID', 'transactionCaseNo', 'tradeServiceValue']);
}

/** Step 2: "confirming opens the personal edit page for that agent". */
export function personalEditPath(userId: string | number, agentId: string | number): string {
  return paths.personalEdit({ id: userId, agentid: agentId });
}
