import type { ListingDetail } from '@bq/contract';
import { Card, Heading, Skeleton, Stack, toast } from '@bq/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { clearDraft } from '../../../shared/forms/draftStorage';
import { EditorDialogs } from '../../../shared/forms/EditorDialogs';
import { FieldLimits } from '../../../shared/forms/fields';
import { SaveOrCancel } from '../../../shared/forms/SaveOrCancel';
import { useEditor } from '../../../shared/forms/useEditor';
import { useLocalDraft } from '../../../shared/forms/useLocalDraft';
import { useUnsavedGuard } from '../../../shared/forms/useUnsavedGuard';
import { callKey, calls, useCallMutation } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import {
  PHOTO_MAX_BYTES,
  uploadListingPhoto,
  useListing,
  useListingTemplates,
} from '../api/listings';

import { ListingForm } from '../components/ListingForm';
import {
  checkListing,
  emptyListingForm,
  LISTING_TEXT_LIMITS,
  type ListingFormValues,
  listingFormOf,
  listingRequestOf,
} from '../components/listingMapping';
import { listingPaths } from '../components/listingPaths';

/**
 * Route `/housing-manage/h-edit/:type?/:id?`: `edit/<id>` changes a listing at the version it was
 * opened with (someone's save meanwhile is a conflict, said with a Reload offer), anything else
 * adds one (Coming Soon). Saved: its detail page, where it is previewed and shared.
 */
export default function ListingEditPage() {
  const params = useParams();
  const id = params.type === 'edit' ? idFromAddress(params.id) : undefined;
  const listing = useListing(id);
  if (id && !listing.data) return listing.isError ? null : <Skeleton lines={12} />;
  return <Editor key={id ?? 'new'} listing={listing.data ?? null} />;
}

function Editor({ listing }: { listing: ListingDetail | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const templates = useListingTemplates();
  const initial = listing ? listingFormOf(listing) : emptyListingForm();
  const form = useForm<ListingFormValues>({ defaultValues: initial });
  const scope = `listing:${listing?.id ?? 'new'}`;
  const draft = useLocalDraft(form, scope, initial);
  const add = useCallMutation(calls.listing.add);
  const edit = useCallMutation(calls.listing.edit);
  const editor = useEditor({
    form,
    mapPath: (path) => (path.startsWith('Features') ? 'features' : path),
    reload: async () => {
      await client.invalidateQueries({ queryKey: callKey(calls.listing.detail) });
    },
  });
  const guard = useUnsavedGuard(form.formState.isDirty);
  useEffect(() => {
    if (listing) form.reset(listingFormOf(listing));
  }, [listing, form]);

  const templateOptions = (templates.data?.list ?? []).map((t) => ({
    value: String(t.id),
    label: t.name,
  }));

  const submit = form.handleSubmit((values) => {
    const problems = Object.entries(checkListing(values));
    if (problems.length > 0) {
      for (const [index, [name, message]] of problems.entries())
        form.setError(
          name as keyof ListingFormValues,
          { type: 'validate', message },
          { shouldFocus: index === 0 },
        );
      return;
    }
    return editor.run('save', async () => {
      const request = listingRequestOf(values);
      let id = listing?.id;
      if (listing) await edit.mutateAsync({ ...request, id: listing.id, version: listing.version });
      else id = (await add.mutateAsync(request)).id;
      form.reset(values);
      clearDraft(scope);
      guard.allowNextNavigation();
      toast.success(listing ? 'Listing saved' : 'Listing added (Coming Soon)');
      navigate(listingPaths.detail({ id }));
    });
  });

  return (
    <Stack space="lg">
      <Heading level={1}>{listing ? 'Edit listing' : 'New listing'}</Heading>
      <Card>
        {templates.data ? (
          <FormProvider {...form}>
            <FieldLimits table={LISTING_TEXT_LIMITS}>
              <form onSubmit={submit} noValidate aria-label="Listing">
                <Stack space="lg">
                  <ListingForm
                    templates={templateOptions}
                    upload={uploadListingPhoto}
                    maxBytes={PHOTO_MAX_BYTES}
                  />
                  <SaveOrCancel
                    busy={editor.busy === 'save'}
                    saveText={listing ? 'Save' : 'Add listing'}
                    onCancel={() => navigate(-1)}
                  />
                </Stack>
              </form>
            </FieldLimits>
          </FormProvider>
        ) : (
          <Skeleton lines={12} />
        )}
      </Card>
      <EditorDialogs draft={draft} guard={guard} conflict={editor.conflict} record="listing" />
    </Stack>
  );
}
