import { ConfirmDialog, ReminderDialog, ReturnButton } from '@bq/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ReturnButtonType } from '../../shared/routes/routeDef';
import { getItem } from '../../shared/storage/storage';
import { clearStoredCase } from './createCase';
import { CANCEL_CREATION, CASE_LIST_PATH, CLICK_SAVE, returnAction } from './returnButton';

/** The page's return button, shown in the breadcrumb bar when its route declares one. */
export function ReturnControl({ type, label }: { type: ReturnButtonType; label?: string }) {
  const navigate = useNavigate();
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
    else navigate(-1);
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
