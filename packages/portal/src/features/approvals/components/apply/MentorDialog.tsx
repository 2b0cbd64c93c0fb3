import { Button, Dialog, Inline, Stack, Text, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useEditor } from '../../../../shared/forms/useEditor';
import { callQuery, calls, useCallMutation } from '../../../../shared/http/calls';
import { ApplyForm } from './ApplyForm';
import { APPLY_KINDS, STATUS_TITLES } from './applyKinds';
import { type ApplyValues, emptyValues, toForm } from './applyMapping';

/**
 * Become a mentor (spec: offered to agents; here from "My applications"): sent at once, so a
 * dialog rather than a page; a pending or approved one is shown instead of a second form.
 */
export function MentorDialog() {
  const [open, setOpen] = useState(false);
  const latest = useQuery({ ...callQuery(calls.beMentor.get, {}), enabled: open, staleTime: 0 });
  const form = useForm<ApplyValues>({ defaultValues: emptyValues('mentor') });
  const editor = useEditor({ form, reload: async () => {} });
  const send = useCallMutation(calls.beMentor.application);
  const sent =
    latest.data && latest.data.status !== 'rejected' && latest.data.status !== 'withdrawn';

  const submit = () =>
    editor.run('submit', async () => {
      await send.mutateAsync(toForm('mentor', form.getValues()));
      toast.success('Application submitted');
      form.reset(emptyValues('mentor'));
      setOpen(false);
    });

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">Become a mentor</Button>}
      title="Become a mentor"
      width="md"
      footer={
        sent ? null : (
          <Inline space="sm" align="end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button loading={editor.busy === 'submit'} onClick={submit}>
              Submit
            </Button>
          </Inline>
        )
      }
    >
      {sent && latest.data ? (
        <Text>{`Your application #${latest.data.id} is ${STATUS_TITLES[latest.data.status].toLowerCase()}.`}</Text>
      ) : (
        <FormProvider {...form}>
          <Stack space="md">
            <ApplyForm kind={APPLY_KINDS.mentor} />
          </Stack>
        </FormProvider>
      )}
    </Dialog>
  );
}
