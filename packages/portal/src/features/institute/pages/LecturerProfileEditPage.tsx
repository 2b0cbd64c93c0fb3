import { FIELD_LIMITS } from '@bq/contract/meta';
import { Card, Heading, Skeleton, Stack, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextAreaInput } from '../../../shared/forms/fields';
import { SaveOrCancel } from '../../../shared/forms/SaveOrCancel';
import { useEditor } from '../../../shared/forms/useEditor';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { uploadCover } from '../api/institute';
import { EditorForm, ImageField } from '../components/EditorForm';
import { useEditorWords } from '../components/editorTexts';

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
  const form = useForm({ defaultValues: initial });
  const _photo = form.watch('photoUrl');
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
        <EditorForm form={form} limits={LIMITS}>
          <form onSubmit={submit} aria-label={say('lecturerProfile')}>
            <Stack space="md">
              <TextAreaInput name="bioZh" label={say('bioZh')} />
              <TextAreaInput name="bioEn" label={say('bioEn')} />
              <ImageField
                name="photoUrl"
                label={say('photo')}
                alt=""
                buttonText={say('choosePhoto')}
                height={72}
                onUpload={async (file) => (await uploadCover(file)).url}
              />
              <SaveOrCancel
                busy={editor.busy === 'save'}
                saveText={say('save')}
                cancelText={say('cancel')}
                onCancel={() => navigate(-1)}
              />
            </Stack>
          </form>
        </EditorForm>
      </Card>
    </Stack>
  );
}
