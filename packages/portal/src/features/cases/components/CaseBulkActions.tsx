import { CASE_TRANSITIONS, type CaseStatus, FIELD_LIMITS, MODULE_IDS } from '@bq/contract/meta';
import {
  BulkBar,
  BulkBarAction,
  BulkResults,
  ConfirmDialog,
  FormField,
  Stack,
  Textarea,
} from '@bq/ui';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { calls } from '../../../shared/http/calls';
import { saveSelectionCsv } from '../../../shared/list/selectionCsv';
import { useBulkAction } from '../../../shared/list/useBulkAction';
import { session } from '../../../shared/session/store';
import type { CaseRow } from '../api/cases';
import { CASE_CSV } from './caseColumns';

type Move = { to: CaseStatus; label: string; reason: boolean };

/**
 * The moves a reviewer or closer makes on many cases at once, one per target status as
 * CASE_TRANSITIONS names them. Sending back and cancelling tell the agent why, so they need a
 * reason, as the single move does; the server holds each case to the single move's rules.
 */
export function bulkMoves(reviewer: boolean, closer: boolean): Move[] {
  const moves = new Map<CaseStatus, Move>();
  for (const t of CASE_TRANSITIONS) {
    if (t.via !== 'changeStatus' || moves.has(t.to)) continue;
    if ((t.by === 'reviewer' && reviewer) || (t.by === 'closer' && closer)) {
      moves.set(t.to, {
        to: t.to,
        label: t.label,
        reason: t.to === 'draft' || t.to === 'cancelled',
      });
    }
  }
  // The moves forward first, then those that stop a case (they ask for a reason).
  return [...moves.values()].sort((a, b) => Number(a.reason) - Number(b.reason));
}

/** Whether the signed-in role reviews (examine, or administers) and closes (reviewers, finance). */
export function useCaseMover() {
  const { access } = useSnapshot(session);
  const has = (id: string) => access?.kind === 'routes' && access.granted.has(id);
  const reviewer = has(MODULE_IDS['approval/examine']) || has(MODULE_IDS['userroles/usermgt']);
  return { reviewer, closer: reviewer || has(MODULE_IDS['financial/statistics']) };
}

/**
 * The case list's bulk bar and the result of its last action. Each case is moved on its own by
 * the server: the answer says, per case, whether it moved or why not. Agents, who move only
 * their own drafts one at a time, get no bar.
 */
export function CaseBulkActions({
  rows,
  selected,
  onClear,
}: {
  rows: readonly CaseRow[];
  selected: readonly number[];
  onClear: () => void;
}) {
  const { reviewer, closer } = useCaseMover();
  const bulk = useBulkAction(calls.tranCase.bulkChangeStatus);
  const [asking, setAsking] = useState<Move | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  // Case numbers by id as the rows were when acted on: a moved case may leave the list.
  const known = useRef(new Map<number, string>());
  const moves = bulkMoves(reviewer, closer);
  if (moves.length === 0) return null;

  const confirm = async () => {
    if (!asking) return;
    if (asking.reason && comment.trim() === '') {
      setMissing(true);
      // A promise that fails keeps the dialog open with what was typed.
      throw new Error('reason required');
    }
    for (const row of rows) known.current.set(row.id, row.caseNo);
    await bulk.run(asking.label, { ids: [...selected], to: asking.to, comment: comment.trim() });
    setAsking(null);
    onClear();
  };
  const outcome = bulk.outcome;

  return (
    <Stack space="sm">
      <BulkBar
        label="Selected cases"
        count={selected.length}
        countText={(n) => `${n} ${n === 1 ? 'case' : 'cases'} selected`}
        emptyText="Select cases to move several at once"
        busy={bulk.busy}
        onClear={onClear}
      >
        {moves.map((move) => (
          <BulkBarAction
            key={move.to}
            variant={move.to === 'cancelled' ? 'danger' : 'secondary'}
            onClick={() => {
              setComment('');
              setMissing(false);
              setAsking(move);
            }}
          >
            {move.label}
          </BulkBarAction>
        ))}
        <BulkBarAction
          onClick={() =>
            saveSelectionCsv(
              'cases-selected.csv',
              CASE_CSV,
              rows.filter((row) => selected.includes(row.id)),
            )
          }
        >
          Export CSV
        </BulkBarAction>
      </BulkBar>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`${asking?.label}: ${selected.length} ${selected.length === 1 ? 'case' : 'cases'}`}
        message="Each case is moved on its own; one that cannot move is listed with the reason."
        variant={asking?.to === 'cancelled' ? 'delete' : 'default'}
        confirmText={`${asking?.label} ${selected.length}`}
        onConfirm={confirm}
      >
        <FormField
          label={asking?.reason ? 'Reason' : 'Comment'}
          required={asking?.reason}
          error={
            missing && comment.trim() === ''
              ? 'A reason is required: the agent is told why.'
              : undefined
          }
        >
          <Textarea
            rows={3}
            value={comment}
            maxLength={FIELD_LIMITS.case.comment.max}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
      {outcome && (
        <BulkResults
          title={outcome.action}
          doneText="Moved"
          items={outcome.results.map((r) => ({
            key: r.id,
            label: known.current.get(r.id) ?? `Case ${r.id}`,
            ok: r.ok,
            message: r.message,
          }))}
          onRetry={() => void bulk.retryRefused()}
          retrying={bulk.busy}
          onDismiss={bulk.dismiss}
        />
      )}
    </Stack>
  );
}
