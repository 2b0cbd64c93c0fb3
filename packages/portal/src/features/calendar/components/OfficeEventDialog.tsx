import type { CalendarEvent } from '@bq/contract';
import { Button, Dialog, FormField, Stack, Switch, Text, TextField, toast } from '@bq/ui';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext } from 'react-hook-form';
import {
  DateField,
  FieldLimits,
  FieldRow,
  TextAreaInput,
  TextInput,
  useFieldError,
} from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import {
  OFFICE_EVENT_LIMITS,
  type OfficeEventValues,
  officeEventRequest,
  officeEventValues,
} from './officeEventForm';

/** An administrator adds an office-wide event, or changes or removes one. */
export function OfficeEventDialog({
  event,
  day,
  onClose,
}: {
  /** null: a new event on `day`. */
  event: CalendarEvent | null;
  day: string;
  onClose: () => void;
}) {
  const [defaults] = useState(() => officeEventValues(event, day));
  const form = useForm<OfficeEventValues>({ defaultValues: defaults });
  const editor = useEditor({ form, reload: async () => onClose() });
  const save = useCallMutation(calls.calendar.saveOfficeEvent);
  const remove = useCallMutation(calls.calendar.removeOfficeEvent);
  const allDay = form.watch('allDay');
  const editing =
    event?.officeEventId != null ? { id: event.officeEventId, sequence: event.sequence } : null;

  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const checked = officeEventRequest(values, editing);
      if ('errors' in checked) {
        for (const [name, message] of Object.entries(checked.errors))
          form.setError(name as keyof OfficeEventValues, { message });
        return;
      }
      await save.mutateAsync(checked.request);
      toast.success(`${values.title} ${editing ? 'saved' : 'added to the calendar'}`);
      onClose();
    }),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `Edit ${event?.title}` : 'New office event'}
      description="Office-wide: it shows on every staff member's calendar and feed."
      footer={
        <>
          {editing && (
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={async () => {
                await remove.mutateAsync({ id: editing.id });
                toast.success(`${event?.title} removed`);
                onClose();
              }}
            >
              Remove
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            form="office-event-form"
            loading={editor.busy === 'save'}
          >
            Save
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={OFFICE_EVENT_LIMITS}>
          <form id="office-event-form" aria-label="Office event" onSubmit={submit} noValidate>
            <Stack space="md">
              {editor.conflict.open && (
                <Text role="alert" tone="danger">
                  {editor.conflict.message}
                </Text>
              )}
              <TextInput name="title" label="Title" required />
              <Controller
                control={form.control}
                name="allDay"
                render={({ field }) => (
                  <Switch
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    label={field.value ? 'All day' : 'At a time (California)'}
                  />
                )}
              />
              {allDay ? (
                <FieldRow>
                  <DateField name="startDate" label="First day" required />
                  <DateField name="endDate" label="Last day" required />
                </FieldRow>
              ) : (
                <FieldRow>
                  <WallClockInput name="startsAt" label="Starts (Pacific time)" />
                  <WallClockInput name="endsAt" label="Ends (Pacific time)" />
                </FieldRow>
              )}
              <TextInput name="location" label="Where" />
              <TextAreaInput name="description" label="Details" rows={3} />
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}

function WallClockInput({ name, label }: { name: 'startsAt' | 'endsAt'; label: string }) {
  const { register } = useFormContext<OfficeEventValues>();
  const error = useFieldError(name);
  return (
    <FormField label={label} required error={error}>
      <TextField type="datetime-local" {...register(name)} />
    </FormField>
  );
}
