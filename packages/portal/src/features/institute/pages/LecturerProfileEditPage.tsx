import { FIELD_LIMITS } from '@bq/contract/meta';
import { Card, FileUpload, FormField, Heading, Inline, Skeleton, Stack, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FieldMessagesIn } from '../../../shared/forms/fieldMessageLanguage';
import { FieldLimits, TextAreaInput } from '../../../shared/forms/fields';
import { SaveOrCancel } from '../../../shared/forms/SaveOrCancel';
import { useEditor } from '../../../shared/forms/useEditor';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { IMAGE_MAX_BYTES, uploadCover } from '../api/institute';
import { useEditorWords } from '../components/editorTexts';
import { useLanguage } from '../components/language';

const LIMITS = { bioZh: FIELD_LIMITS.course.bio, bioEn: FIELD_LIMITS.course.bio };

/** Route `/lecturer-center/lecturer-home/edit/…`: the lecturer's bio in both languages, photo. */
export default function LecturerProfileEditPage() {
  const profile = useQuery(callQuery(calls.lecturer.profile, {}));
  if (!profile.data) return <Skeleton lines={4} />;
  const { bioZh, bioEn, photoUrl } = profile.data;
  return <Editor bioZh={bioZh} bioEn={bioEn} photoUrl={photoUrl ?? ''} />;
}

function Editor(initial: { bioZh: string; bioEn: string; photoUrl: string }) {
  const navigate = useNavigate();
  const say = useEditorWords();
  const language = useLanguage();
  const form = useForm({ defaultValues: initial });
  const photo = form.watch('photoUrl');
  const editor = useEditor({ form, reload: async () => form.reset(initial) });
  const save = useCallMutation(calls.lecturer.saveProfile);
  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      await save.mutateAsync({ ...values, photoUrl: values.photoUrl || null });
      toast.success(say('profileSaved'));
      navigate(paths.lecturerHome({}));
    }),
  );
  return (
    <Stack space="lg">
      <Heading level={1}>{say('editProfile')}</Heading>
      <Card>
        <FormProvider {...form}>
          <FieldMessagesIn language={language === 2 ? 'en' : 'zh'}>
            <FieldLimits table={LIMITS}>
              <form onSubmit={submit} aria-label={say('lecturerProfile')}>
                <Stack space="md">
                  <TextAreaInput name="bioZh" label={say('bioZh')} />
                  <TextAreaInput name="bioEn" label={say('bioEn')} />
                  <FormField label={say('photo')}>
                    <Inline space="md" alignItems="center">
                      {photo && <img src={photo} alt="" width={72} height={72} />}
                      <FileUpload
                        accept="image/png,image/jpeg"
                        maxSize={IMAGE_MAX_BYTES}
                        dropText={say('dropHere')}
                        buttonText={say('choosePhoto')}
                        hint={say('imageHint')}
                        onUpload={async (file) =>
                          form.setValue('photoUrl', (await uploadCover(file)).url, {
                            shouldDirty: true,
                          })
                        }
                      />
                    </Inline>
                  </FormField>
                  <SaveOrCancel
                    busy={editor.busy === 'save'}
                    saveText={say('save')}
                    cancelText={say('cancel')}
                    onCancel={() => navigate(-1)}
                  />
                </Stack>
              </form>
            </FieldLimits>
          </FieldMessagesIn>
        </FormProvider>
      </Card>
    </Stack>
  );
}
