import { FIELD_LIMITS, MODULE_IDS } from '@bq/contract/meta';
import {
  BulkBar,
  BulkBarAction,
  ConfirmDialog,
  FormField,
  Stack,
  Text,
  Textarea,
  TextField,
  toast,
} from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../shared/http/apiError';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { newIdempotencyKey } from '../../../shared/http/idempotencyKey';
import { type CsvField, saveSelectionCsv } from '../../../shared/list/selectionCsv';
import { session } from '../../../shared/session/store';
import { licenceTitle, officeTitle } from './userList';

type AgentRow = Res<typeof calls.agentInfo.getAgent>['list'][number];

const L = FIELD_LIMITS.letter;

/** The selection's file: what the list shows of each person, in the list's words. */
export const PEOPLE_CSV: readonly CsvField<AgentRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Sign-in e-mail', value: (row) => row.email },
  { header: 'Roles', value: (row) => row.roleName },
  { header: 'Branch', value: (row) => row.branchName },
  { header: 'Licence', value: (row) => licenceTitle(row.agentStatus) },
  {
    header: 'Licence expires',
    value: (row) => (row.licenseExpiresOn ? formatDate(row.licenseExpiresOn) : null),
  },
  { header: 'With the office', value: (row) => officeTitle(row.relStatus) },
];

/** Whether the signed-in role writes letters (the message center, or the home page's letter). */
function useMayWrite() {
  const { access } = useSnapshot(session);
  const has = (id: string) => access?.kind === 'routes' && access.granted.has(id);
  return has(MODULE_IDS['messagecenter/message']) || has(MODULE_IDS['home/sending-letter']);
}

/**
 * The users list's bulk bar: write one letter to every selected person (one call, at most
 * `FIELD_LIMITS.letter.receivers` people, sent once however often it is retried), or export the
 * selected rows as CSV. The letter goes to everyone or to nobody: the server refuses it whole if
 * one person may not be written to, and says so under the recipients.
 */
export function UserBulkActions({
  rows,
  selected,
  onClear,
}: {
  rows: readonly AgentRow[];
  selected: readonly number[];
  onClear: () => void;
}) {
  const mayWrite = useMayWrite();
  const send = useCallMutation(calls.messageStation.sendStationMessage, {
    options: { quiet: true },
  });
  const [writing, setWriting] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string>();
  // One key per letter as typed: a resend of the same letter after a lost answer reuses it.
  const unanswered = useRef<{ request: string; key: string } | null>(null);
  const chosen = rows.filter((row) => selected.includes(row.userId));
  const tooMany = selected.length > L.receivers.maxItems;

  const confirm = async () => {
    setProblem(undefined);
    if (tooMany) {
      setProblem(`A letter goes to at most ${L.receivers.maxItems} people at a time.`);
      throw new Error('too many receivers');
    }
    if (!title.trim() || !content.trim()) {
      setProblem('Enter a title and write the letter.');
      throw new Error('letter incomplete');
    }
    const request = { receiverIds: [...selected], title: title.trim(), content: content.trim() };
    const text = JSON.stringify(request);
    if (unanswered.current?.request !== text) {
      unanswered.current = { request: text, key: newIdempotencyKey() };
    }
    try {
      const answer = await send.mutateAsync({ ...request, idempotencyKey: unanswered.current.key });
      unanswered.current = null;
      toast.success(`Letter sent to ${answer.sent} ${answer.sent === 1 ? 'person' : 'people'}`);
      setWriting(false);
      onClear();
    } catch (failed) {
      setProblem(
        failed instanceof ApiError
          ? (failed.fields[0]?.message ?? failed.message)
          : 'The letter could not be sent. Try again.',
      );
      throw failed;
    }
  };

  return (
    <>
      <BulkBar
        label="Selected people"
        count={selected.length}
        countText={(n) => `${n} ${n === 1 ? 'person' : 'people'} selected`}
        emptyText="Select people to write to them or export them"
        busy={send.isPending}
        onClear={onClear}
      >
        {mayWrite && (
          <BulkBarAction
            onClick={() => {
              setProblem(undefined);
              setWriting(true);
            }}
          >
            Write a letter
          </BulkBarAction>
        )}
        <BulkBarAction onClick={() => saveSelectionCsv('people-selected.csv', PEOPLE_CSV, chosen)}>
          Export CSV
        </BulkBarAction>
      </BulkBar>
      <ConfirmDialog
        open={writing}
        onOpenChange={(open) => !open && setWriting(false)}
        title={`A letter to ${selected.length} ${selected.length === 1 ? 'person' : 'people'}`}
        message="Each person finds it in their messages; nobody gets it twice."
        confirmText="Send letter"
        onConfirm={confirm}
      >
        <Stack space="sm">
          <FormField label="Title" required>
            <TextField
              value={title}
              maxLength={L.title.max}
              onChange={(event) => setTitle(event.target.value)}
            />
          </FormField>
          <FormField label="Letter" required>
            <Textarea
              rows={5}
              value={content}
              maxLength={L.content.max}
              onChange={(event) => setContent(event.target.value)}
            />
          </FormField>
          {problem && (
            <Text tone="danger" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
