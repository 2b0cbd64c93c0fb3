import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, FormField, Inline, Stack, Text, Textarea, TextField, toast } from '@bq/ui';
import { useState } from 'react';
import { calls, useCallMutation } from '../../../shared/http/calls';

const L = FIELD_LIMITS.course;

/** The mentor's public profile (the coaches list shows it): bio and specialties, one a comma. */
export function CoachProfileCard({
  bio,
  specialties,
}: {
  bio: string;
  specialties: readonly string[];
}) {
  const [editing, setEditing] = useState(false);
  const [typedBio, setBio] = useState(bio);
  const [typedSpecialties, setSpecialties] = useState(specialties.join(', '));
  const save = useCallMutation(calls.coach.saveProfile, {
    onSuccess: () => {
      toast.success('Profile saved');
      setEditing(false);
    },
  });
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
        <form
          aria-label="Coach profile"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({
              bio: typedBio,
              specialties: [
                ...new Set(
                  typedSpecialties
                    .split(',')
                    .map((s) => s.trim())
                    .filter(Boolean),
                ),
              ],
            });
          }}
        >
          <Stack space="md">
            <FormField label="Bio">
              <Textarea
                rows={4}
                maxLength={L.bio.max}
                value={typedBio}
                onChange={(e) => setBio(e.target.value)}
              />
            </FormField>
            <FormField label="Specialties" help="Separated by commas">
              <TextField
                value={typedSpecialties}
                onChange={(e) => setSpecialties(e.target.value)}
              />
            </FormField>
            <Inline space="sm">
              <Button type="submit" variant="primary" loading={save.isPending}>
                Save
              </Button>
              <Button variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Inline>
          </Stack>
        </form>
      ) : (
        <Stack space="xs">
          <Text>{bio || 'No bio yet: mentees read it in the coaches list.'}</Text>
          {specialties.length > 0 && <Text size="sm">Specialties: {specialties.join(', ')}</Text>}
        </Stack>
      )}
    </Card>
  );
}
