import { type CaseStatus, FIELD_LIMITS } from '@bq/contract/meta';
import { Button, ConfirmDialog, FormField, Textarea } from '@bq/ui';
import { useState } from 'react';
import { calls, useCallMutation } from '../../../shared/http/calls';
import type { CaseDetail } from './formMapping';

/**
 * The status moves the server offers this caller besides Submit (cancel, review, send back…),
 * each asking for a comment first: reviewers must say why they send back or cancel.
 */
export function TransitionButtons({
  detail,
  onMoved,
}: {
  detail: CaseDetail;
  /** After the move: the case and every list showing it are refreshed already. */
  onMoved?: () => void;
}) {
  const changeStatus = useCallMutation(calls.tranCase.changeStatus);
  const [target, setTarget] = useState<{ to: CaseStatus; label: string } | null>(null);
  const [comment, setComment] = useState('');
  const moves = detail.transitions.filter((move) => move.via === 'changeStatus');
  return (
    <>
      {moves.map((move) => (
        <Button
          key={move.to}
          variant={move.to === 'cancelled' ? 'danger' : 'secondary'}
          onClick={() => {
            setComment('');
            setTarget({ to: move.to, label: move.label });
          }}
        >
          {move.label}
        </Button>
      ))}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={target?.label}
        confirmText={target?.label}
        message="Your comment is kept in the case history."
        onConfirm={async () => {
          if (!target) return;
          await changeStatus.mutateAsync({ id: detail.id, to: target.to, comment });
          onMoved?.();
        }}
      >
        <FormField label="Comment">
          <Textarea
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            rows={3}
            maxLength={FIELD_LIMITS.case.comment.max}
          />
        </FormField>
      </ConfirmDialog>
    </>
  );
}
