import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Inline,
  Stack,
  StatusTag,
  Text,
  toast,
} from '@bq/ui';
import { businessDay } from '@bq/validators';
import { FormProvider, useForm } from 'react-hook-form';
import { DateField, FieldLimits, FieldRow, TextInput } from '../../../shared/forms/fields';
import { PersonField } from '../../../shared/forms/PersonField';
import { typedDay } from '../../../shared/forms/typedDay';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import { BOARD_TEXT_LIMITS } from './office';

type Board = Res<typeof calls.association.get>;
type Member = Board['memberList'][number];

const STATUS: Record<number, { text: string; tone: 'success' | 'warning' | 'danger' }> = {
  1: { text: 'Licensed, in a board', tone: 'success' },
  2: { text: 'Licensed, no board', tone: 'warning' },
  3: { text: 'No licence', tone: 'danger' },
};

/**
 * The agents recorded as members of a board. Adding one puts the board in their personal info
 * and lifts status 2 (licensed, no board); ending it does the reverse, kept as history.
 */
export function MembersCard({ board }: { board: Board }) {
  const end = useCallMutation(calls.association.endMember, {
    onSuccess: () => toast.success('Membership ended'),
  });
  const columns: readonly DataTableColumn<Member>[] = [
    {
      key: 'name',
      header: 'Agent',
      render: (r) => (
        <Stack space="none">
          <Text weight="medium">{r.name}</Text>
          <Text size="sm" tone="muted">
            {r.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'memberNo', header: 'Member no.', width: 140 },
    { key: 'joinedOn', header: 'Since', width: 130 },
    {
      key: 'agentStatus',
      header: 'Status',
      width: 200,
      render: (r) => {
        const status = STATUS[r.agentStatus] ?? STATUS[3];
        return status && <StatusTag tone={status.tone}>{status.text}</StatusTag>;
      },
    },
    {
      key: 'id',
      header: '',
      width: 90,
      render: (r) => (
        <ConfirmDialog
          title={`End ${r.name}'s membership?`}
          message="It ends today and stays in the record. If it was their only board, they may only refer or help buyers with new construction."
          confirmText="End membership"
          onConfirm={() => end.mutateAsync({ id: r.id })}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`End ${r.name}'s membership`}>
              End
            </Button>
          }
        />
      ),
    },
  ];
  return (
    <Card title={`Members (${board.memberList.length})`}>
      <Stack space="md">
        <DataTable
          label="Members"
          columns={columns}
          rows={board.memberList}
          height={tableHeight(board.memberList.length, 56, 8)}
          rowKey="id"
          emptyText="No agent is recorded as a member."
        />
        {board.active ? (
          <AddMember boardId={board.id} />
        ) : (
          <Text tone="muted">The board is switched off: no new members.</Text>
        )}
      </Stack>
    </Card>
  );
}

interface MemberFormValues {
  agentId: string;
  memberNo: string;
  joinedOn: string;
}

function AddMember({ boardId }: { boardId: number }) {
  const form = useForm<MemberFormValues>({
    defaultValues: { agentId: '', memberNo: '', joinedOn: '' },
  });
  const editor = useEditor({ form, reload: async () => form.reset() });
  const add = useCallMutation(calls.association.addMember);
  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      // Empty: today, as the field's help says.
      const day = typedDay(values.joinedOn, '');
      if ('error' in day && day.error) {
        form.setError('joinedOn', { message: day.error });
        return;
      }
      const member = await add.mutateAsync({
        associationId: boardId,
        agentId: values.agentId,
        memberNo: values.memberNo,
        joinedOn: 'iso' in day ? day.iso : businessDay(new Date()),
      });
      toast.success(`${member.name} is a member`);
      form.reset();
    }),
  );
  return (
    <FormProvider {...form}>
      <FieldLimits table={BOARD_TEXT_LIMITS}>
        <form aria-label="Add a member" onSubmit={submit} noValidate>
          <Stack space="sm">
            <FieldRow>
              <PersonField
                name="agentId"
                label="Agent"
                purpose="agent"
                personKey="agentId"
                required
              />
              <TextInput name="memberNo" label="Member no." />
              <DateField name="joinedOn" label="Member since" help="Today when left empty" />
            </FieldRow>
            <Inline>
              <Button type="submit" variant="secondary" loading={editor.busy === 'save'}>
                Add member
              </Button>
            </Inline>
          </Stack>
        </form>
      </FieldLimits>
    </FormProvider>
  );
}
