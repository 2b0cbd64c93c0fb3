import type { ListingTemplate } from '@bq/contract';
import { FLYER_PHOTO_COUNTS, TEMPLATE_ACCENTS, TEMPLATE_LAYOUTS } from '@bq/contract/meta';
import {
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  DataTable,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@bq/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { FieldLimits, FieldRow, SelectField, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { callKey, calls, useCallMutation } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { useListingTemplates } from '../api/listings';
import { FlyerPreview } from '../components/FlyerPreview';
import { listingPaths } from '../components/listingPaths';
import { ShareView } from '../components/ShareView';
import {
  emptyTemplateForm,
  sampleListing,
  TEMPLATE_TEXT_LIMITS,
  type TemplateFormValues,
  templateFormOf,
  templateRequestOf,
} from '../components/templateMapping';

const LAYOUT_TEXT = { hero: 'One large photo, then the rest', grid: 'Every photo alike' };
const ACCENT_TEXT = { navy: 'Navy', forest: 'Forest', burgundy: 'Burgundy', charcoal: 'Charcoal' };

/**
 * Route `/housing-manage/h-mould/:id?`: the office's listing templates — the layout of the share
 * page (previewed live with a made-up listing) and of the flyer PDF (accent colour, headline, how
 * many photos it prints). No id: a new template. Only its maker or an office manager changes one.
 */
export default function ListingTemplatePage() {
  const id = idFromAddress(useParams().id);
  const templates = useListingTemplates();
  const navigate = useNavigate();
  if (!templates.data) return templates.isError ? null : <Skeleton lines={10} />;
  const current = templates.data.list.find((t) => t.id === id) ?? null;
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Listing templates</Heading>
        <Button variant="secondary" onClick={() => navigate(listingPaths.template({}))}>
          New template
        </Button>
      </Inline>
      <DataTable
        label="Templates"
        columns={[
          { key: 'name', header: 'Template' },
          { key: 'layout', header: 'Share page', render: (row) => LAYOUT_TEXT[row.layout] },
          { key: 'flyerPhotos', header: 'Flyer photos', width: 120 },
          { key: 'ownerName', header: 'Made by', width: 160 },
        ]}
        rows={templates.data.list}
        rowKey="id"
        emptyText="No templates yet: listings use the plain layout."
        height={tableHeight(templates.data.list.length, 40, 8)}
        onRowClick={(row) => navigate(listingPaths.template({ id: row.id }))}
      />
      <TemplateEditor key={current?.id ?? 'new'} template={current} />
    </Stack>
  );
}

function TemplateEditor({ template }: { template: ListingTemplate | null }) {
  const navigate = useNavigate();
  const form = useForm<TemplateFormValues>({
    defaultValues: template ? templateFormOf(template) : emptyTemplateForm(),
  });
  const save = useCallMutation(calls.listingTemplate.save);
  const remove = useCallMutation(calls.listingTemplate.remove);
  const client = useQueryClient();
  const editor = useEditor({
    form,
    reload: async () => {
      await client.invalidateQueries({ queryKey: callKey(calls.listingTemplate.list) });
    },
  });
  const [removing, setRemoving] = useState(false);
  const values = form.watch();
  const readOnly = template !== null && !template.mayEdit;
  useEffect(() => {
    if (template) form.reset(templateFormOf(template));
  }, [template, form]);

  const submit = form.handleSubmit((v) =>
    editor.run('save', async () => {
      const saved = await save.mutateAsync({
        ...templateRequestOf(v),
        ...(template ? { id: template.id, version: template.version } : {}),
      });
      form.reset(v);
      toast.success('Template saved');
      navigate(listingPaths.template({ id: saved.id }));
    }),
  );

  return (
    <Inline space="lg" alignItems="flex-start" wrap={false}>
      <Card title={template ? `Template: ${template.name}` : 'New template'} titleLevel={2}>
        <FormProvider {...form}>
          <FieldLimits table={TEMPLATE_TEXT_LIMITS}>
            <form onSubmit={submit} noValidate aria-label="Template">
              <Stack space="md">
                {readOnly && (
                  <Text tone="muted">{`Made by ${template.ownerName}: only they or an office manager change it.`}</Text>
                )}
                <TextInput name="name" label="Name" required />
                <FieldRow>
                  <SelectField
                    name="layout"
                    label="Share page"
                    required
                    options={TEMPLATE_LAYOUTS.map((l) => ({ value: l, label: LAYOUT_TEXT[l] }))}
                  />
                  <SelectField
                    name="flyerPhotos"
                    label="Flyer photos"
                    required
                    options={FLYER_PHOTO_COUNTS.map((n) => ({
                      value: String(n),
                      label: String(n),
                    }))}
                  />
                </FieldRow>
                <SelectField
                  name="accent"
                  label="Flyer colour"
                  required
                  options={TEMPLATE_ACCENTS.map((a) => ({ value: a, label: ACCENT_TEXT[a] }))}
                />
                <FieldRow>
                  <TextInput name="headlineEn" label="Headline (English)" />
                  <TextInput name="headlineZh" label="Headline (Chinese)" />
                </FieldRow>
                <Controller
                  control={form.control}
                  name="showRemarks"
                  render={({ field }) => (
                    <Checkbox
                      label="Show the description"
                      checked={field.value}
                      onCheckedChange={(c) => field.onChange(c === true)}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="showFeatures"
                  render={({ field }) => (
                    <Checkbox
                      label="Show the features"
                      checked={field.value}
                      onCheckedChange={(c) => field.onChange(c === true)}
                    />
                  )}
                />
                {!readOnly && (
                  <Inline space="sm">
                    <Button type="submit" variant="primary" loading={editor.busy === 'save'}>
                      Save template
                    </Button>
                    {template && (
                      <Button variant="danger" onClick={() => setRemoving(true)}>
                        Remove
                      </Button>
                    )}
                  </Inline>
                )}
              </Stack>
            </form>
          </FieldLimits>
        </FormProvider>
      </Card>
      <Stack space="lg">
        {template && (
          <Card title="Flyer" titleLevel={2}>
            <FlyerPreview templateId={template.id} />
          </Card>
        )}
        <Card title="Share page preview" titleLevel={2}>
          <ShareView listing={sampleListing(values)} />
        </Card>
      </Stack>
      {removing && template && (
        <ConfirmDialog
          open
          title={`Remove ${template.name}?`}
          message="Listings that use it fall back to the plain layout."
          confirmText="Remove"
          cancelText="Cancel"
          onConfirm={async () => {
            await remove.mutateAsync({ id: template.id });
            toast.success('Template removed');
            setRemoving(false);
            navigate(listingPaths.template({}));
          }}
          onCancel={() => setRemoving(false)}
        />
      )}
    </Inline>
  );
}
