import { Button, FormField, Inline, MultiSelect, RadioGroup, Stack, TextField } from '@bq/ui';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import {
  FieldRow,
  NumberInput,
  SelectField,
  TextAreaInput,
  TextInput,
  useFieldError,
} from '../../../shared/forms/fields';
import type { CourseFormValues } from './courseForm';

export interface CourseProperties {
  categories: readonly string[];
  tags: readonly string[];
  /** Most tags a course may carry; 0 = unlimited (spec §5). */
  maxTags: number;
}

/**
 * The course editor's fields inside a react-hook-form `FormProvider`: both languages, category,
 * tags (MultiSelect with the properties' maximum), delivery, price, seats, cover and sessions.
 */
export function CourseForm({ properties }: { properties: CourseProperties }) {
  const { control, register, watch } = useFormContext<CourseFormValues>();
  const sessions = useFieldArray({ control, name: 'sessions' });
  const tagError = useFieldError('tags');
  const online = watch('delivery') === 'online';
  return (
    <Stack space="lg">
      <FieldRow>
        <TextInput name="titleZh" label="Title (Chinese)" />
        <TextInput name="titleEn" label="Title (English)" />
      </FieldRow>
      <TextAreaInput name="descriptionZh" label="Description (Chinese)" />
      <TextAreaInput name="descriptionEn" label="Description (English)" />
      <FieldRow>
        <SelectField
          name="category"
          label="Category"
          required
          options={properties.categories.map((c) => ({ value: c, label: c }))}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <FormField
              label="Tags"
              help={properties.maxTags > 0 ? `At most ${properties.maxTags}` : undefined}
              error={tagError}
            >
              <MultiSelect
                options={properties.tags.map((t) => ({ value: t, label: t }))}
                value={field.value}
                onValueChange={field.onChange}
                max={properties.maxTags}
              />
            </FormField>
          )}
        />
      </FieldRow>
      <Controller
        control={control}
        name="delivery"
        render={({ field }) => (
          <FormField label="Delivery">
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              options={[
                { value: 'offline', label: 'In person' },
                { value: 'online', label: 'Online' },
              ]}
            />
          </FormField>
        )}
      />
      <FieldRow>
        <NumberInput name="price" label="Price (empty = free)" kind="money" />
        <TextInput name="seats" label="Seats" required />
        <TextInput name="coverUrl" label="Cover image address" />
      </FieldRow>
      <Stack space="sm" as="fieldset" aria-label="Sessions">
        {sessions.fields.map((session, index) => (
          <Inline key={session.id} space="md" alignItems="flex-end">
            <SessionInput
              name={`sessions.${index}.startsAt`}
              label={`Session ${index + 1} starts`}
              type="datetime-local"
              register={register}
            />
            <SessionInput
              name={`sessions.${index}.place`}
              label={online ? `Session ${index + 1} link` : `Session ${index + 1} place`}
              type="text"
              register={register}
            />
            {sessions.fields.length > 1 && (
              <Button variant="ghost" onClick={() => sessions.remove(index)}>
                Remove session {index + 1}
              </Button>
            )}
          </Inline>
        ))}
        <Inline>
          <Button variant="secondary" onClick={() => sessions.append({ startsAt: '', place: '' })}>
            Add a session
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}

function SessionInput({
  name,
  label,
  type,
  register,
}: {
  name: `sessions.${number}.startsAt` | `sessions.${number}.place`;
  label: string;
  type: string;
  register: ReturnType<typeof useFormContext<CourseFormValues>>['register'];
}) {
  const error = useFieldError(name);
  return (
    <FormField label={label} required error={error}>
      <TextField type={type} {...register(name)} />
    </FormField>
  );
}
