import { ACTIVITY_KINDS, FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, DataTable, type DataTableColumn, Inline, Stack, Text, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import {
  DateField,
  FieldLimits,
  FieldRow,
  SelectField,
  TextAreaInput,
  TextInput,
} from '../../../shared/forms/fields';
import { typedDay } from '../../../shared/forms/typedDay';
import { useEditor } from '../../../shared/forms/useEditor';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';

type Activity = Res<typeof calls.agentAdminConfig.getActivityList>['list'][number];
type Kind = (typeof ACTIVITY_KINDS)[number];

const KIND_TEXT: Record<Kind, string> = {
  training: 'Training',
  event: 'Event',
  award: 'Award',
  meeting: 'Meeting',
  other: 'Other',
};
const KIND_OPTIONS = ACTIVITY_KINDS.map((kind) => ({ value: kind, label: KIND_TEXT[kind] }));
const L = FIELD_LIMITS.people;

/** The agent's activity records (trainings, events, awards, meetings), newest first, and a new one. */
export function ActivityCard({ agentId, name }: { agentId: number; name: string }) {
  const activities = useQuery(
    callQuery(calls.agentAdminConfig.getActivityList, { agentId, pageNum: 1, pageSize: 100 }),
  );
  const columns: readonly DataTableColumn<Activity>[] = [
    { key: 'happenedOn', header: 'Day', width: 130 },
    { key: 'kind', header: 'Kind', width: 130, render: (r) => KIND_TEXT[r.kind] },
    {
      key: 'title',
      header: 'Activity',
      render: (r) => (
        <Stack space="none">
          <Text weight="medium">{r.title}</Text>
          <Text size="sm" tone="muted">
            {r.note}
          </Text>
        </Stack>
      ),
    },
  ];
  return (
    <Card title={`${name}'s activities`}>
      <Stack space="md">
        <DataTable
          label="Activities"
          columns={columns}
          rows={activities.data?.list ?? []}
          height={tableHeight(activities.data?.list.length ?? 0, 56, 8)}
          rowKey="id"
          loading={activities.isPending}
          error={activities.isError}
          emptyText="No activity is recorded."
        />
        <AddActivity agentId={agentId} />
      </Stack>
    </Card>
  );
}

interface ActivityFormValues {
  kind: Kind;
  title: string;
  happenedOn: string;
  note: string;
}

function AddActivity({ agentId }: { agentId: number }) {
  const form = useForm<ActivityFormValues>({
    defaultValues: { kind: 'training', title: '', happenedOn: '', note: '' },
  });
  const editor = useEditor({ form, reload: async () => form.reset() });
  const add = useCallMutation(calls.agentAdminConfig.addActivityInfo);
  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const day = typedDay(values.happenedOn, 'Enter the day');
      if ('error' in day) {
        form.setError('happenedOn', { message: day.error });
        return;
      }
      await add.mutateAsync({ agentId, ...values, happenedOn: day.iso });
      toast.success('Activity recorded');
      form.reset();
    }),
  );
  return (
    <FormProvider {...form}>
      <FieldLimits table={{ title: L.activityTitle, note: L.activityNote }}>
        <form aria-label="Record an activity" onSubmit={submit} noValidate>
          <Stack space="sm">
            <FieldRow>
              <SelectField name="kind" label="Kind" options={KIND_OPTIONS} required />
              <TextInput name="title" label="Activity" required />
              <DateField name="happenedOn" label="Day" required />
            </FieldRow>
            <TextAreaInput name="note" label="Note" rows={2} />
            <Inline>
              <Button type="submit" variant="secondary" loading={editor.busy === 'save'}>
                Record activity
              </Button>
            </Inline>
          </Stack>
        </form>
      </FieldLimits>
    </FormProvider>
  );
}
