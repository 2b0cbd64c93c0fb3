import type { CaseType } from '@bq/contract/meta';
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

/** The new-case page of each type (spec §4 step 7: purchase opens "Purchase new"). */
export const NEW_CASE_PATHS: Record<CaseType, string> = {
  1: '/transaction/purchase-new',
  3: '/transaction/listing',
  4: '/transaction/mortgage',
  5: '/transaction/pm',
  6: '/transaction/referral',
};

/** Listing, mortgage and property management need a board; purchase and referral never do. */
const NEEDS_BOARD: ReadonlySet<CaseType> = new Set<CaseType>([3, 4, 5]);

/** Where clicking Create new leads: an agent without a licence is asked first (step 1). */
export function onCreateNew(agentStatus: number | undefined): 'ask-license' | 'choose-type' {
  return agentStatus === AGENT_NO_LICENSE ? 'ask-license' : 'choose-type';
}

/** What confirming a type does (steps 4–7). */
export function onTypeChosen(
  agentStatus: number | undefined,
  type: CaseType,
): { kind: 'ask-board' } | { kind: 'open'; path: string } {
  if (agentStatus === AGENT_NO_BOARD && NEEDS_BOARD.has(type)) return { kind: 'ask-board' };
  return { kind: 'open', path: NEW_CASE_PATHS[type] };
}

/** Step 7: a new case starts from nothing stored of the previous one. */
export function clearStoredCase(): void {
  removeItems(['transactionID', 'transactionCaseNo', 'tradeServiceValue']);
}

/** Step 2: "confirming opens the personal edit page for that agent". */
export function personalEditPath(userId: string | number, agentId: string | number): string {
  return `/agent-center/personal/edit/${userId}/${agentId}`;
}
