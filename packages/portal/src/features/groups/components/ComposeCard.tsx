import { GROUP_MAIL_SOURCES, type GroupMailSource } from '@bq/contract/meta';
import {
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  FormField,
  Inline,
  RadioGroup,
  Stack,
  Text,
} from '@bq/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FieldLimits, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, type Req, type Res, useCallMutation } from '../../../shared/http/calls';
import { COMPOSE_TEXT_LIMITS, groupPaths } from './groups';

type Group = Res<typeof calls.group.get>;
type Preview = Res<typeof calls.groupMail.preview>;

const SOURCE_TEXT: Record<GroupMailSource, string> = {
  text: 'Write the mail',
  template: "The office's group-mail template",
};

interface ComposeValues {
  source: GroupMailSource;
  subject: string;
  body: string;
}

/** A new key for each mail written: the same send clicked twice, or retried, is one mail. */
const newKey = () => `group-mail-${crypto.randomUUID()}`;

/**
 * Writing to a group: the office's template or a text of one's own ({userName}, {groupName} and
 * {senderName} are filled in per member), a preview as the first member gets it, then the send,
 * asked once more. Sent, the page turns into the mail's delivery.
 */
export function ComposeCard({ group }: { group: Group }) {
  const navigate = useNavigate();
  const [key] = useState(newKey);
  const [preview, setPreview] = useState<Preview | null>(null);
  const form = useForm<ComposeValues>({
    defaultValues: { source: 'text', subject: '', body: '' },
  });
  const editor = useEditor({ form, reload: async () => form.reset() });
  const previewCall = useCallMutation(calls.groupMail.preview);
  const send = useCallMutation(calls.groupMail.send);
  const source = form.watch('source');
  const request = (values: ComposeValues): Req<typeof calls.groupMail.preview> => ({
    groupId: group.id,
    source: values.source,
    ...(values.source === 'text' ? { subject: values.subject, body: values.body } : {}),
  });
  const showPreview = form.handleSubmit((values) =>
    editor.run('save', async () => setPreview(await previewCall.mutateAsync(request(values)))),
  );
  const sendNow = () =>
    editor.run('submit', async () => {
      const sent = await send.mutateAsync({ ...request(form.getValues()), idempotencyKey: key });
      navigate(groupPaths.mail(group.id, sent.id), { replace: true });
    });
  return (
    <Card title="The mail">
      <FormProvider {...form}>
        <FieldLimits table={COMPOSE_TEXT_LIMITS}>
          <form aria-label="Group mail" onSubmit={showPreview} noValidate>
            <Stack space="md">
              <FormField label="Text">
                <RadioGroup
                  orientation="horizontal"
                  value={source}
                  onValueChange={(value) => {
                    form.setValue('source', value as GroupMailSource);
                    setPreview(null);
                  }}
                  options={GROUP_MAIL_SOURCES.map((value) => ({
                    value,
                    label: SOURCE_TEXT[value],
                  }))}
                />
              </FormField>
              {source === 'text' ? (
                <>
                  <TextInput name="subject" label="Subject" required />
                  <TextAreaInput
                    name="body"
                    label="Message"
                    required
                    rows={8}
                    help="Plain text. {userName} becomes each member's name; {groupName} and {senderName} are filled in too."
                  />
                </>
              ) : (
                <Text tone="muted">
                  The template is kept under Message center › Templates ("Group mail"), in each
                  member's language.
                </Text>
              )}
              <Inline space="md">
                <Button type="submit" loading={editor.busy === 'save'}>
                  Preview
                </Button>
                <ConfirmDialog
                  title={`Send to ${group.name}?`}
                  message={
                    preview
                      ? `${preview.recipients} member${preview.recipients === 1 ? ' gets' : 's get'} it${preview.skipped > 0 ? `; ${preview.skipped} who turned group mail off ${preview.skipped === 1 ? 'is' : 'are'} skipped` : ''}. A sent mail cannot be called back.`
                      : 'A sent mail cannot be called back.'
                  }
                  confirmText="Send"
                  onConfirm={sendNow}
                  trigger={
                    <Button
                      variant="primary"
                      disabled={!preview}
                      loading={editor.busy === 'submit'}
                    >
                      Send…
                    </Button>
                  }
                />
                {!preview && (
                  <Text size="sm" tone="muted">
                    Preview the mail before sending it.
                  </Text>
                )}
              </Inline>
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
      {preview && <PreviewPanel preview={preview} />}
    </Card>
  );
}

function PreviewPanel({ preview }: { preview: Preview }) {
  return (
    <section aria-label="Preview">
      <Stack space="sm">
        <DescriptionList
          items={[
            { label: 'To', value: preview.sampleName ?? 'Nobody yet' },
            { label: 'Subject', value: preview.subject },
            {
              label: 'Goes to',
              value: `${preview.recipients} member${preview.recipients === 1 ? '' : 's'}${preview.skipped > 0 ? ` (${preview.skipped} skipped: turned group mail off)` : ''}`,
            },
          ]}
        />
        <Text as="p" style={{ whiteSpace: 'pre-wrap' }}>
          {preview.body}
        </Text>
      </Stack>
    </section>
  );
}
