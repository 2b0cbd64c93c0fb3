import { Button, Card, Inline, Stack, toast } from '@bq/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FieldLimits, FieldRow, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { BOARD_TEXT_LIMITS, systemPaths } from './office';
import { SortAndUse } from './SortAndUse';

type Board = Res<typeof calls.association.get>;

interface BoardFormValues {
  name: string;
  shortName: string;
  mls: string;
  website: string;
  active: boolean;
}

/** A board's own fields; a new board, once saved, opens as itself (its members come next). */
export function BoardForm({ board }: { board: Board | null }) {
  const navigate = useNavigate();
  const form = useForm<BoardFormValues>({
    defaultValues: {
      name: board?.name ?? '',
      shortName: board?.shortName ?? '',
      mls: board?.mls ?? '',
      website: board?.website ?? '',
      active: board?.active ?? true,
    },
  });
  const editor = useEditor({ form, reload: async () => form.reset() });
  const save = useCallMutation(calls.association.save);
  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const saved = await save.mutateAsync({ ...values, ...(board ? { id: board.id } : {}) });
      toast.success(`${saved.name} saved`);
      if (!board) navigate(systemPaths.board(saved.id), { replace: true });
      else form.reset(values);
    }),
  );
  return (
    <Card title="Board">
      <FormProvider {...form}>
        <FieldLimits table={BOARD_TEXT_LIMITS}>
          <form aria-label="Board" onSubmit={submit} noValidate>
            <Stack space="md">
              <TextInput name="name" label="Name" required />
              <FieldRow>
                <TextInput name="shortName" label="Short name" />
                <TextInput name="mls" label="MLS" help="The MLS membership gives access to" />
              </FieldRow>
              <TextInput name="website" label="Website" help="Starting with https://" />
              <SortAndUse
                withOrder={false}
                offHelp="Switched off: no new members; those recorded stay"
              />
              <Inline>
                <Button type="submit" variant="primary" loading={editor.busy === 'save'}>
                  {board ? 'Save' : 'Add board'}
                </Button>
              </Inline>
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Card>
  );
}
