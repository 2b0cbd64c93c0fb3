import { refundListPath } from '../../shared/commerce/commercePaths';
import type { ReturnButtonType } from '../../shared/routes/routeDef';

/** Spec §4 / §8 texts of the return buttons, verbatim. */
export const CANCEL_CREATION = 'Cancel transaction creation?';
export const CLICK_SAVE = 'Please click the save button.';

export const CASE_LIST_PATH = '/transaction/caselist';
export const RECEIPT_LIST_PATH = '/financial/order-receipt/index';

export type ReturnAction =
  | { kind: 'confirm-cancel-creation' }
  | { kind: 'remind-save' }
  | { kind: 'go'; to: string }
  | { kind: 'back' };

/**
 * What a return button does on a route (spec §4 "Return buttons"):
 * case creation asks first; case processing reminds to save when the unsaved flag is set;
 * the receipt and refund pages return to their lists (the refund list on the order type's tab).
 */
export function returnAction(
  type: ReturnButtonType,
  { unsaved = false, orderType }: { unsaved?: boolean; orderType?: string | null } = {},
): ReturnAction {
  switch (type) {
    case 'case-create':
      return { kind: 'confirm-cancel-creation' };
    case 'case-process':
      return unsaved ? { kind: 'remind-save' } : { kind: 'go', to: CASE_LIST_PATH };
    case 'receipt-list':
      return { kind: 'go', to: RECEIPT_LIST_PATH };
    case 'refund-list':
      return { kind: 'go', to: refundListPath(orderType) };
    case 'back':
      return { kind: 'back' };
  }
}
