import { ConfirmDialog, ReminderDialog, ReturnButton } from '@bq/ui';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ReturnButtonType } from '../../shared/routes/routeDef';
import { getItem } from '../../shared/storage/storage';
import { parentPage } from './breadcrumb';
import { clearStoredCase } from './createCase';
import { CANCEL_CREATION, CASE_LIST_PATH, CLICK_SAVE, returnAction } from './returnButton';

/** The page's return button, shown in the breadcrumb bar when its route declares one. */
export function ReturnControl({ type, label }: { type: ReturnButtonType; label?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<'none' | 'cancel' | 'save'>('none');

  const onClick = () => {
    const action = returnAction(type, {
      unsaved: getItem<boolean>('caseProcessWhetherToSave') === true,
      orderType: params.get('orderType'),
    });
    if (action.kind === 'confirm-cancel-creation') setDialog('cancel');
    else if (action.kind === 'remind-save') setDialog('save');
    else if (action.kind === 'go') navigate(action.to);
    else if (cameInApp()) navigate(-1);
    else navigate(parentPage(pathname));
  };

  return (
    <>
      <ReturnButton size="sm" label={label} onClick={onClick} />
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog('none')}
        message={CANCEL_CREATION}
        onConfirm={() => {
          clearStoredCase();
          navigate(CASE_LIST_PATH);
        }}
      />
      <ReminderDialog
        open={dialog === 'save'}
        onOpenChange={(open) => !open && setDialog('none')}
        message={CLICK_SAVE}
      />
    </>
  );
}

/**
 * Whether the page was reached by a navigation of the app, so going back stays in it. A page
 * opened by its address (typed, pasted, a bookmark) has no entry of the router's behind it: Back
 * would leave the app or pop an entry the router did not make, which an unsaved-changes
 * question cannot hold (react-router: "will fail silently in production").
 */
function cameInApp(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
