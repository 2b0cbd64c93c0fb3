import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, FormField, Inline, MultiSelect, RadioGroup, Stack, Text, TextField } from '@bq/ui';
import { useId } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import {
  FieldRow,
  NumberInput,
  SelectField,
  TextAreaInput,
  TextInput,
  useFieldError,
} from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import type { CourseFormValues } from './courseMapping';
import { ImageField } from './EditorForm';
import { useEditorWords } from './editorTexts';

const LIMITS = FIELD_LIMITS.course;

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
export function CourseForm({
  properties,
  lecturers,
  onUploadCover,
}: {
  properties: CourseProperties;
  /** College management picks the lecturers; a lecturer always teaches what they save. */
  lecturers?: readonly { value: string; label: string }[];
  /** Stores a chosen cover image and answers its address. */
  onUploadCover?: (file: File) => Promise<string>;
}) {
  const { control, register, watch } = useFormContext<CourseFormValues>();
  const sessions = useFieldArray({ control, name: 'sessions' });
  const sessionsTitle = useId();
  const tagError = useFieldError('tags');
  const lecturerError = useFieldError('lecturerIds');
  const online = watch('delivery') === 'online';
  const say = useEditorWords();
  return (
    <Stack space="lg">
      <FieldRow>
        <TextInput name="titleZh" label={say('titleZh')} />
        <TextInput name="titleEn" label={say('titleEn')} />
      </FieldRow>
      <TextAreaInput name="descriptionZh" label={say('descriptionZh')} />
      <TextAreaInput name="descriptionEn" label={say('descriptionEn')} />
      <SelectField
        name="category"
        label={say('category')}
        required
        options={properties.categories.map((c) => ({ value: c, label: c }))}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <FormField
            label={say('tags')}
            help={properties.maxTags > 0 ? say('atMost', { count: properties.maxTags }) : undefined}
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
      {lecturers && (
        <Controller
          control={control}
          name="lecturerIds"
          render={({ field }) => (
            <FormField label={say('lecturers')} required error={lecturerError}>
              <MultiSelect options={lecturers} value={field.value} onValueChange={field.onChange} />
            </FormField>
          )}
        />
      )}
      <Controller
        control={control}
        name="delivery"
        render={({ field }) => (
          <FormField label={say('delivery')}>
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              options={[
                { value: 'offline', label: say('inPerson') },
                { value: 'online', label: say('online') },
              ]}
            />
          </FormField>
        )}
      />
      <FieldRow>
        <MoneyField name="price" label={say('price')} max={LIMITS.price} />
        <TextInput name="seats" label={say('seats')} required />
        <NumberInput name="ceHours" label={say('ceHours')} kind="hours" />
      </FieldRow>
      {onUploadCover && (
        <ImageField
          name="coverUrl"
          label={say('cover')}
          alt={say('coverAlt')}
          buttonText={say('chooseImage')}
          removeText={say('removeCover')}
          height={64}
          onUpload={onUploadCover}
        />
      )}
      <Stack space="sm" role="group" aria-labelledby={sessionsTitle}>
        <Text id={sessionsTitle} weight="medium">
          {say('sessions')}
        </Text>
        {sessions.fields.map((session, index) => (
          <Inline key={session.id} space="md" alignItems="flex-end">
            <SessionInput
              name={`sessions.${index}.startsAt`}
              label={say('sessionStarts', { n: index + 1 })}
              type="datetime-local"
              register={register}
            />
            <SessionInput
              name={`sessions.${index}.endsAt`}
              label={say('sessionEnds', { n: index + 1 })}
              type="datetime-local"
              register={register}
            />
            <SessionInput
              name={`sessions.${index}.place`}
              label={say(online ? 'sessionLink' : 'sessionPlace', { n: index + 1 })}
              type="text"
              register={register}
            />
            {sessions.fields.length > 1 && (
              <Button variant="ghost" onClick={() => sessions.remove(index)}>
                {say('removeSession', { n: index + 1 })}
              </Button>
            )}
          </Inline>
        ))}
        <Inline>
          <Button
            variant="secondary"
            onClick={() => sessions.append({ startsAt: '', endsAt: '', place: '' })}
          >
            {say('addSession')}
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
  name: `sessions.${number}.${'startsAt' | 'endsAt' | 'place'}`;
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
