import { Button, Card, Inline, Stack, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  DateField,
  FieldLimits,
  FieldRow,
  SelectField,
  TextAreaInput,
} from '../../../shared/forms/fields';
import { PersonField } from '../../../shared/forms/PersonField';
import { typedDay } from '../../../shared/forms/typedDay';
import { useEditor } from '../../../shared/forms/useEditor';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { RECRUIT_TEXT_LIMITS, systemPaths } from './office';

type Recruit = Res<typeof calls.recruitment.get>;

interface RecruitFormValues {
  agentId: string;
  recruiterId: string;
  source: string;
  recruitedOn: string;
  note: string;
}

/** US date as the date inputs show it (MM/DD/YYYY) from an ISO day. */
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * How an agent came to the office: who brought them (none when they came another way), the
 * source from the dictionary (a switched-off source stays on the record that has it), the day.
 */
export function RecruitForm({ recruit }: { recruit: Recruit | null }) {
  const navigate = useNavigate();
  const sources = useQuery(callQuery(calls.officeDictionary.list, { kind: 'recruitSource' }));
  const options = (sources.data?.list ?? [])
    .filter((e) => e.active || e.code === recruit?.source)
    .map((e) => ({ value: e.code, label: e.label }));
  const form = useForm<RecruitFormValues>({
    defaultValues: {
      agentId: recruit ? String(recruit.agentId) : '',
      recruiterId: recruit?.recruiterId ? String(recruit.recruiterId) : '',
      source: recruit?.source ?? '',
      recruitedOn: recruit ? shown(recruit.recruitedOn) : '',
      note: recruit?.note ?? '',
    },
  });
  const editor = useEditor({ form, reload: async () => form.reset() });
  const save = useCallMutation(calls.recruitment.save);
  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const day = typedDay(values.recruitedOn, 'Enter the day they joined');
      if ('error' in day) {
        form.setError('recruitedOn', { message: day.error });
        return;
      }
      const saved = await save.mutateAsync({
        ...(recruit ? { id: recruit.id } : {}),
        agentId: values.agentId,
        recruiterId: values.recruiterId ? values.recruiterId : null,
        source: values.source,
        recruitedOn: day.iso,
        note: values.note,
      });
      toast.success(`${saved.agentName}'s recruitment saved`);
      if (!recruit) navigate(systemPaths.recruit(saved.id), { replace: true });
    }),
  );
  return (
    <Card title="Recruitment">
      <FormProvider {...form}>
        <FieldLimits table={RECRUIT_TEXT_LIMITS}>
          <form aria-label="Recruitment" onSubmit={submit} noValidate>
            <Stack space="md">
              <FieldRow>
                <PersonField
                  name="agentId"
                  label="Agent"
                  purpose="agent"
                  personKey="agentId"
                  required
                />
                <PersonField
                  name="recruiterId"
                  label="Recruited by"
                  purpose="agent"
                  personKey="agentId"
                />
              </FieldRow>
              <FieldRow>
                <SelectField name="source" label="Source" options={options} required />
                <DateField name="recruitedOn" label="Joined the office" required />
              </FieldRow>
              <TextAreaInput name="note" label="Note" rows={3} />
              <Inline>
                <Button type="submit" variant="primary" loading={editor.busy === 'save'}>
                  Save
                </Button>
              </Inline>
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Card>
  );
}
