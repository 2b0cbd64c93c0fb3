import type { TextLimit } from '@bq/contract/meta';
import { Button, FileUpload, FormField, Inline } from '@bq/ui';
import type { ReactNode } from 'react';
import {
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useFormContext,
} from 'react-hook-form';
import { FieldMessagesIn } from '../../../shared/forms/fieldMessageLanguage';
import { FieldLimits } from '../../../shared/forms/fields';
import { IMAGE_MAX_BYTES } from '../api/institute';
import { useEditorWords } from './editorTexts';
import { useLanguage } from './language';

/**
 * What the course editor and the lecturer's profile editor share around their fields: the form,
 * its text limits, and refusals in the language of the breadcrumb's toggle.
 */
export function EditorForm<Values extends FieldValues>({
  form,
  limits,
  children,
}: {
  form: UseFormReturn<Values>;
  limits: Readonly<Record<string, TextLimit>>;
  children: ReactNode;
}) {
  const language = useLanguage();
  return (
    <FormProvider {...form}>
      <FieldMessagesIn language={language === 2 ? 'en' : 'zh'}>
        <FieldLimits table={limits}>{children}</FieldLimits>
      </FieldMessagesIn>
    </FormProvider>
  );
}

/**
 * A PNG or JPEG stored on the server (a course's cover, a lecturer's photo), previewed beside
 * its upload; `removeText` offers to take it off again.
 */
export function ImageField({
  name,
  label,
  alt,
  buttonText,
  removeText,
  height,
  onUpload,
}: {
  name: string;
  label: string;
  alt: string;
  buttonText: string;
  removeText?: string;
  height: number;
  onUpload: (file: File) => Promise<string>;
}) {
  const { setValue, watch } = useFormContext();
  const url = watch(name) as string | null | undefined;
  const say = useEditorWords();
  return (
    <FormField label={label}>
      <Inline space="md" alignItems="center">
        {url && <img src={url} alt={alt} height={height} />}
        <FileUpload
          accept="image/png,image/jpeg"
          maxSize={IMAGE_MAX_BYTES}
          dropText={say('dropHere')}
          buttonText={buttonText}
          hint={say('imageHint')}
          onUpload={async (file) => setValue(name, await onUpload(file), { shouldDirty: true })}
        />
        {url && removeText && (
          <Button variant="ghost" onClick={() => setValue(name, '', { shouldDirty: true })}>
            {removeText}
          </Button>
        )}
      </Inline>
    </FormField>
  );
}
