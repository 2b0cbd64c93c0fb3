import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, FormField, Heading, MultiSelect, Stack, Text, toast } from '@bq/ui';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  FieldLimits,
  FieldRow,
  TextAreaInput,
  TextInput,
  useFieldError,
} from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { useOrgOptions } from '../../../shared/org/useOrgOptions';

interface Letter {
  roleIds: string[];
  branchIds: string[];
  title: string;
  content: string;
}

const L = FIELD_LIMITS.letter;
const LIMITS = { title: L.title, content: L.content };

/** What the letter lacks, by field: someone to send to, a title, a text. */
function letterProblems(letter: Letter): Partial<Record<keyof Letter, string>> {
  const problems: Partial<Record<keyof Letter, string>> = {};
  if (letter.roleIds.length === 0 && letter.branchIds.length === 0)
    problems.roleIds = 'Choose at least one role or branch';
  if (!letter.title.trim()) problems.title = 'Enter a title';
  if (!letter.content.trim()) problems.content = 'Write the letter';
  return problems;
}

function Chooser({
  name,
  label,
  options,
}: {
  name: 'roleIds' | 'branchIds';
  label: string;
  options: { value: string; label: string }[];
}) {
  const error = useFieldError(name);
  // FormField names its one child, so the MultiSelect itself sits directly inside it.
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error}>
          <MultiSelect
            value={field.value}
            onValueChange={field.onChange}
            options={options}
            max={L.groups.maxItems}
            placeholder={`Any ${label.toLowerCase()}`}
          />
        </FormField>
      )}
    />
  );
}

/**
 * Route `messagecenter/message/send-msg`: an in-app letter to everyone holding the chosen roles
 * or working in the chosen branches (letters to one person are written from their page).
 */
export default function SendMessagePage() {
  const navigate = useNavigate();
  const { roles, branchOptions } = useOrgOptions();
  const form = useForm<Letter>({
    defaultValues: { roleIds: [], branchIds: [], title: '', content: '' },
  });
  const editor = useEditor({ form, reload: async () => {} });
  const send = useCallMutation(calls.messageStation.sendToGroup);
  const roleOptions = roles.map((r) => ({
    value: String(r.id),
    label: `${r.name} (${r.userCount})`,
  }));
  const submit = form.handleSubmit((letter) => {
    // Checked before any call: the server's refusal would name its own fields, not these.
    const problems = letterProblems(letter);
    for (const [name, message] of Object.entries(problems))
      form.setError(name as keyof Letter, { message });
    if (Object.keys(problems).length > 0) return;
    return editor.run('save', async () => {
      const answer = await send.mutateAsync({
        roleIds: letter.roleIds.map(Number),
        branchIds: letter.branchIds.map(Number),
        title: letter.title.trim(),
        content: letter.content.trim(),
      });
      toast.success(`Sent to ${answer.sent} ${answer.sent === 1 ? 'person' : 'people'}`);
      navigate('/messagecenter/message/index?tab=sent');
    });
  });
  return (
    <FormProvider {...form}>
      <FieldLimits table={LIMITS}>
        <form onSubmit={submit} aria-label="Send a message">
          <Stack space="lg">
            <Heading level={1}>Send a message</Heading>
            <Card title="To">
              <Stack space="md">
                <Text tone="muted">
                  Everyone holding one of the roles or working in one of the branches gets the
                  letter once.
                </Text>
                <FieldRow>
                  <Chooser name="roleIds" label="Roles" options={roleOptions} />
                  <Chooser name="branchIds" label="Branches" options={branchOptions} />
                </FieldRow>
              </Stack>
            </Card>
            <Card title="Letter">
              <Stack space="md">
                <FieldRow>
                  <TextInput name="title" label="Title" required />
                </FieldRow>
                <TextAreaInput name="content" label="Text" required rows={6} />
              </Stack>
            </Card>
            <FieldRow>
              <Button type="submit" variant="primary" loading={editor.busy === 'save'}>
                Send
              </Button>
            </FieldRow>
          </Stack>
        </form>
      </FieldLimits>
    </FormProvider>
  );
}
