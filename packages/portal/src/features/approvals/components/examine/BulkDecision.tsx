import { FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  Card,
  ConfirmDialog,
  FormField,
  Inline,
  Stack,
  StatusTag,
  Text,
  Textarea,
} from '@bq/ui';
import { useState } from 'react';
import { calls, useCallMutation } from '../../../../shared/http/calls';
import type { BulkResult } from '../../api/examine';

type Decision = 'pass' | 'reject';
const L = FIELD_LIMITS.application;

/**
 * Pass or reject the selected rows only. The server decides each id on its own, so the answer is
 * a result per row; the refused ones can be tried again with the same decision and comment.
 */
export function BulkDecision({
  selected,
  onDone,
}: {
  selected: readonly number[];
  /** After an answer: the page clears its selection (the decided rows leave the queue). */
  onDone: () => void;
}) {
  const [asking, setAsking] = useState<Decision | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [last, setLast] = useState<{ decision: Decision; comment: string } | null>(null);
  const [results, setResults] = useState<BulkResult[]>([]);
  const bulk = useCallMutation(calls.application.bulkDecide);

  const send = async (ids: readonly number[], decision: Decision, text: string) => {
    const answer = await bulk.mutateAsync({ ids: [...ids], decision, comment: text });
    setLast({ decision, comment: text });
    setResults(answer.results);
    setAsking(null);
    onDone();
  };
  const failed = results.filter((r) => !r.ok);
  const reasonMissing = asking === 'reject' && comment.trim() === '';

  return (
    <Stack space="sm">
      <Inline space="sm">
        <Text tone="muted">{selected.length} selected</Text>
        <Button
          size="sm"
          disabled={selected.length === 0}
          onClick={() => {
            setComment('');
            setAsking('pass');
          }}
        >
          Pass selected
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={selected.length === 0}
          onClick={() => {
            setComment('');
            setMissing(false);
            setAsking('reject');
          }}
        >
          Reject selected
        </Button>
      </Inline>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={
          asking === 'reject'
            ? 'Reject the selected applications'
            : 'Pass the selected applications'
        }
        message={`${selected.length} application(s): each is decided on its own.`}
        variant={asking === 'reject' ? 'delete' : 'default'}
        confirmText={`${asking === 'reject' ? 'Reject' : 'Pass'} ${selected.length}`}
        onConfirm={() => {
          // A promise that fails keeps the dialog open with what was typed.
          if (reasonMissing) {
            setMissing(true);
            return Promise.reject(new Error('reason required'));
          }
          return asking && send(selected, asking, comment.trim());
        }}
      >
        <FormField
          label={asking === 'reject' ? 'Reason' : 'Comment'}
          required={asking === 'reject'}
          error={missing && reasonMissing ? 'A reason is required to reject.' : undefined}
        >
          <Textarea
            rows={3}
            value={comment}
            maxLength={(asking === 'reject' ? L.rejectReason : L.comment).max}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
      {results.length > 0 && last && (
        <Card
          title="Result of the bulk decision"
          titleLevel={2}
          padding="sm"
          extra={
            failed.length > 0 && (
              <Button
                size="sm"
                loading={bulk.isPending}
                onClick={() =>
                  send(
                    failed.map((r) => r.id),
                    last.decision,
                    last.comment,
                  )
                }
              >
                Retry {failed.length} failed
              </Button>
            )
          }
        >
          <ul aria-label="Bulk results">
            {results.map((r) => (
              <li key={r.id}>
                <Inline space="sm">
                  <Text weight="medium">#{r.id}</Text>
                  <StatusTag tone={r.ok ? 'success' : 'danger'}>
                    {r.ok ? (last.decision === 'pass' ? 'Passed' : 'Rejected') : 'Refused'}
                  </StatusTag>
                  {!r.ok && <Text tone="muted">{r.message}</Text>}
                </Inline>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Stack>
  );
}
