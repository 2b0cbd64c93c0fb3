import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, ConfirmDialog, Heading, Inline, Skeleton, Stack, Text, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FieldLimits, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { callQuery, type Res, useCallMutation } from '../../../shared/http/calls';
import { type Channel, TEMPLATE_CALLS } from '../api/templates';
import { TemplateVersions } from './TemplateVersions';
import { preview, variablesRule } from './templateRules';

type Template = Res<typeof TEMPLATE_CALLS.email.list>['list'][number];
type Texts = Pick<Template, 'subject1' | 'body1' | 'subject2' | 'body2'>;

const LIMITS = {
  subject1: FIELD_LIMITS.template.subject,
  subject2: FIELD_LIMITS.template.subject,
  body1: FIELD_LIMITS.template.body,
  body2: FIELD_LIMITS.template.body,
};
const LANGUAGES = [
  { n: 2, title: 'English' },
  { n: 1, title: 'Chinese' },
] as const;

const textsOf = (t: Template): Texts => ({
  subject1: t.subject1,
  body1: t.body1,
  subject2: t.subject2,
  body2: t.body2,
});

/** The preview of both languages, filled with sample values as the texts are typed. */
function Preview({ channel }: { channel: Channel }) {
  const values = useWatch<Texts>();
  return (
    <Card title="Preview">
      <Stack space="md">
        {LANGUAGES.map(({ n, title }) => (
          <Stack key={n} space="xs">
            <Text size="sm" tone="muted">
              {title} {channel === 'email' ? 'e-mail' : 'message'}
            </Text>
            <Text weight="medium">{preview(values[`subject${n}`] ?? '')}</Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{preview(values[`body${n}`] ?? '')}</Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

function Editor({ channel, template }: { channel: Channel; template: Template }) {
  const form = useForm<Texts>({ defaultValues: textsOf(template) });
  const list = useQuery(callQuery(TEMPLATE_CALLS[channel].list, {}));
  const editor = useEditor({
    form,
    reload: async () => {
      const fresh = (await list.refetch()).data?.list.find((t) => t.id === template.id);
      if (fresh) form.reset(textsOf(fresh));
    },
  });
  const update = useCallMutation(TEMPLATE_CALLS[channel].update);
  const rule = variablesRule(template.variables);
  const save = form.handleSubmit((texts) =>
    editor.run('save', async () => {
      await update.mutateAsync({ id: template.id, version: template.version, ...texts });
      form.reset(texts);
      toast.success(`${template.name}: saved as version ${template.version + 1}`);
    }),
  );
  const insert = (field: keyof Texts, variable: string) => {
    const current = form.getValues(field);
    form.setValue(field, `${current}{${variable}}`, { shouldDirty: true });
  };
  return (
    <FormProvider {...form}>
      <FieldLimits table={LIMITS}>
        <Stack space="lg">
          <form onSubmit={save} aria-label={`Template ${template.name}`}>
            <Stack space="lg">
              {LANGUAGES.map(({ n, title }) => (
                <Card key={n} title={title}>
                  <Stack space="md">
                    <TextInput
                      name={`subject${n}`}
                      label={`${title} subject`}
                      required
                      rule={rule}
                    />
                    <TextAreaInput
                      name={`body${n}`}
                      label={`${title} text`}
                      required
                      rows={6}
                      rule={rule}
                    />
                    <Inline space="xs" alignItems="center">
                      <Text size="sm" tone="muted">
                        Insert:
                      </Text>
                      {template.variables.map((v) => (
                        <Button
                          key={v}
                          size="sm"
                          variant="ghost"
                          aria-label={`Insert {${v}} into the ${title} text`}
                          onClick={() => insert(`body${n}`, v)}
                        >
                          {`{${v}}`}
                        </Button>
                      ))}
                    </Inline>
                  </Stack>
                </Card>
              ))}
              <Inline space="sm">
                <Button
                  type="submit"
                  loading={editor.busy === 'save'}
                  disabled={!form.formState.isDirty}
                >
                  Save
                </Button>
                <Button
                  variant="secondary"
                  disabled={!form.formState.isDirty}
                  onClick={() => form.reset(textsOf(template))}
                >
                  Discard changes
                </Button>
              </Inline>
            </Stack>
          </form>
          <Preview channel={channel} />
          <TemplateVersions template={template} />
        </Stack>
      </FieldLimits>
      <ConfirmDialog
        open={editor.conflict.open}
        title="Changed meanwhile"
        message={`${editor.conflict.message}. Reload the template? Your changes will be lost.`}
        confirmText="Reload"
        cancelText="Keep editing"
        onConfirm={editor.conflict.reload}
        onCancel={editor.conflict.dismiss}
      />
    </FormProvider>
  );
}

/** One template's editor: both languages, variables, a live preview and its versions. */
export function TemplateEditor({ channel, id }: { channel: Channel; id: number }) {
  const list = useQuery(callQuery(TEMPLATE_CALLS[channel].list, {}));
  if (list.isPending) return <Skeleton lines={8} />;
  const template = list.data?.list.find((t) => t.id === id);
  if (!template) return <Text role="alert">There is no such template.</Text>;
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1}>{template.name}</Heading>
        <Text tone="muted">
          Version {template.version} · variables{' '}
          {template.variables.map((v) => `{${v}}`).join(', ')}
        </Text>
      </Stack>
      <Editor key={`${template.id}:${template.version}`} channel={channel} template={template} />
    </Stack>
  );
}
