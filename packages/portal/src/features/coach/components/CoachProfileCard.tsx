import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, Stack, Text, toast } from '@bq/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { SaveOrCancel } from '../../../shared/forms/SaveOrCancel';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { profilePath, profileRequest, profileValues } from './coachProfile';

const LIMITS = { bio: FIELD_LIMITS.course.bio };

/** The mentor's public profile (the coaches list shows it): bio and specialties, one a comma. */
export function CoachProfileCard({
  bio,
  specialties,
}: {
  bio: string;
  specialties: readonly string[];
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title="My coach profile"
      titleLevel={2}
      extra={
        !editing && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm bio={bio} specialties={specialties} onDone={() => setEditing(false)} />
      ) : (
        <Stack space="xs">
          <Text>{bio || 'No bio yet: mentees read it in the coaches list.'}</Text>
          {specialties.length > 0 && <Text size="sm">Specialties: {specialties.join(', ')}</Text>}
        </Stack>
      )}
    </Card>
  );
}

/** The kit's form: limits from the contract, a refusal's fields under their inputs. */
function ProfileForm({
  bio,
  specialties,
  onDone,
}: {
  bio: string;
  specialties: readonly string[];
  onDone: () => void;
}) {
  const initial = profileValues(bio, specialties);
  const form = useForm({ defaultValues: initial });
  const editor = useEditor({
    form,
    mapPath: profilePath,
    reload: async () => form.reset(initial),
  });
  const save = useCallMutation(calls.coach.saveProfile);
  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      await save.mutateAsync(profileRequest(values));
      toast.success('Profile saved');
      onDone();
    }),
  );
  return (
    <FormProvider {...form}>
      <FieldLimits table={LIMITS}>
        <form aria-label="Coach profile" onSubmit={submit}>
          <Stack space="md">
            <TextAreaInput name="bio" label="Bio" />
            <TextInput name="specialties" label="Specialties" help="Separated by commas" />
            <SaveOrCancel busy={editor.busy === 'save'} onCancel={onDone} />
          </Stack>
        </form>
      </FieldLimits>
    </FormProvider>
  );
}
