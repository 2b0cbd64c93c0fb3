import { ConfirmDialog } from '@bq/ui';
import { type BlockerFunction, useBlocker } from 'react-router';
import { formatDateTime } from '../format';
import type { useEditor } from './useEditor';
import type { useLocalDraft } from './useLocalDraft';
import type { useUnsavedGuard } from './useUnsavedGuard';

export const LEAVE_UNSAVED = 'You have unsaved changes. Leave this page without saving them?';
export const RESTORE_UNSAVED = 'Restore unsaved changes?';

/**
 * The questions every editor asks: restore a kept copy, leave with unsaved changes, reload after
 * someone else changed the record (409).
 */
export function EditorDialogs({
  draft,
  guard,
  conflict,
  record = 'record',
}: {
  draft: ReturnType<typeof useLocalDraft>;
  guard: ReturnType<typeof useUnsavedGuard>;
  conflict: ReturnType<typeof useEditor>['conflict'];
  /** What the editor shows, for the reload question ('case'). */
  record?: string;
}) {
  const kept = new Date(draft.offer?.savedAt ?? 0).toISOString();
  return (
    <>
      <ConfirmDialog
        open={draft.offer !== null}
        title="Unsaved changes"
        message={`${RESTORE_UNSAVED} (kept ${formatDateTime(kept)})`}
        confirmText="Restore"
        cancelText="Discard"
        onConfirm={draft.restore}
        onCancel={draft.discard}
      />
      <ConfirmDialog
        open={conflict.open}
        title="Changed meanwhile"
        message={`${conflict.message}. Reload the ${record}? Your unsaved changes will be lost.`}
        confirmText="Reload"
        cancelText="Keep editing"
        onConfirm={conflict.reload}
        onCancel={conflict.dismiss}
      />
      {guard.active && <LeaveQuestion shouldBlock={guard.shouldBlock} />}
    </>
  );
}

/** Holds navigations while mounted (only while there are unsaved changes) and asks. */
function LeaveQuestion({ shouldBlock }: { shouldBlock: BlockerFunction }) {
  const blocker = useBlocker(shouldBlock);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      message={LEAVE_UNSAVED}
      confirmText="Leave"
      cancelText="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
