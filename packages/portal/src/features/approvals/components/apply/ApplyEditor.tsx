import { CODES } from '@bq/contract/meta';
import { Button, Heading, Inline, Stack, Text, toast } from '@bq/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { clearDraft } from '../../../../shared/forms/draftStorage';
import { EditorDialogs } from '../../../../shared/forms/EditorDialogs';
import { useEditor } from '../../../../shared/forms/useEditor';
import { useLocalDraft } from '../../../../shared/forms/useLocalDraft';
import { useUnsavedGuard } from '../../../../shared/forms/useUnsavedGuard';
import { calls, invalidateAfter } from '../../../../shared/http/calls';
import { ApiError } from '../../../../shared/http/errors';
import { paths } from '../../../../shared/routes/paths';
import { saveApplication, submitApplication, type Target } from '../../api/apply';
import type { InvoiceFile } from '../../api/invoice';
import { ApplyForm } from './ApplyForm';
import { APPLY_KINDS, STATUS_TITLES, titleOf } from './applyKinds';
import { type ApplyValues, emptyValues, toValues } from './applyMapping';
import { InvoiceCard } from './InvoiceCard';

export type Stored = {
  id: number;
  status: string;
  form: Record<string, unknown>;
  /** Vendor payments: the attached invoice file (from `application/get`). */
  invoice?: InvoiceFile | null;
} | null;

/**
 * One application form: a draft is edited (save keeps it, submit sends it); a sent one is shown
 * read-only with its state. `stored` is what the server keeps for this page (see
 * `useStoredApplication`); a rejected or withdrawn entry or mentor application starts a new one.
 */
export function ApplyEditor({
  target,
  stored,
  children,
}: {
  target: Target;
  stored: Stored;
  /** Shown under the form, inside it (reads its values). */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kind = APPLY_KINDS[target.kind];
  const open =
    stored &&
    (stored.status === 'draft' ||
      stored.status === 'pending' ||
      stored.status === 'approved' ||
      target.id !== undefined)
      ? stored
      : null;
  const editable = open === null || open.status === 'draft';
  const idRef = useRef(open?.status === 'draft' ? open.id : undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the record as first loaded
  const initial = useMemo(
    () => (open ? toValues(target.kind, open.form) : emptyValues(target.kind)),
    [open?.id],
  );
  const form = useForm<ApplyValues>({ defaultValues: initial, disabled: !editable });
  const scope = `apply:${target.kind}:${target.wageType ?? ''}:${idRef.current ?? 'new'}`;
  const draft = useLocalDraft(form, scope, initial);
  const guard = useUnsavedGuard(form.formState.isDirty && editable);
  const editor = useEditor({
    form,
    mapPath: (path) => path.replace(/^form\./, ''),
    // Every save or submit of any kind makes the same reads stale: a reload re-reads those.
    reload: async () => {
      await invalidateAfter(queryClient, calls.application.saveDraft);
    },
  });

  /** Saves the form as the draft (created on the first save); resolves with its id. */
  const saveNow = async () => {
    const values = form.getValues();
    const saved = await saveApplication({ ...target, id: idRef.current }, values);
    idRef.current = saved.id;
    clearDraft(scope);
    form.reset(values);
    await invalidateAfter(queryClient, calls.application.saveDraft);
    return saved.id;
  };
  // The generic kinds find their draft by `?id=`, so a reload opens it again.
  const openSaved = () => {
    if (target.kind === 'wages' || target.kind === 'entry') return;
    guard.allowNextNavigation();
    navigate({ search: `?id=${idRef.current}` }, { replace: true });
  };
  // An invoice upload on a new form saves it first; the page moves to `?id=` after the upload.
  const createdForInvoice = useRef(false);
  const ensureSaved = async () => {
    if (idRef.current !== undefined && !form.formState.isDirty) return idRef.current;
    if (!(await form.trigger(undefined, { shouldFocus: true }))) {
      throw new Error('Fill in the highlighted fields first: the draft is saved with the file');
    }
    createdForInvoice.current = idRef.current === undefined;
    return saveNow();
  };
  const afterInvoice = async () => {
    await invalidateAfter(queryClient, calls.application.uploadInvoice);
    if (createdForInvoice.current) openSaved();
  };

  const run = (what: 'save' | 'submit') =>
    editor.run(what, async () => {
      if (!(await form.trigger(undefined, { shouldFocus: true }))) {
        toast.error('Please correct the highlighted fields.');
        return;
      }
      const values = form.getValues();
      const request = { ...target, id: idRef.current };
      if (what === 'save') {
        const created = idRef.current === undefined;
        await saveNow();
        toast.success('Saved');
        if (created) openSaved();
        return;
      }
      try {
        await submitApplication(request, values);
      } catch (error) {
        // Spec §8: 100006 is passed back without a toast; the form says it.
        if (error instanceof ApiError && error.code === CODES.applicationExists) {
          // Under the period, where the clash is; it stays until the period is changed.
          form.setError(
            'period',
            { type: 'server', message: error.message },
            { shouldFocus: true },
          );
          return;
        }
        throw error;
      }
      clearDraft(scope);
      form.reset(values);
      await invalidateAfter(queryClient, calls.application.saveDraft);
      toast.success('Application submitted');
      guard.allowNextNavigation();
      navigate(paths.applyIndex({ search: { tab: 'pending' } }));
    });
  const { busy, conflict } = editor;

  return (
    <FormProvider {...form}>
      <Stack space="lg">
        <Inline align="between" alignItems="flex-start">
          <Stack space="xs">
            <Heading level={1}>{`${titleOf(target.kind, target.wageType)} application`}</Heading>
            {open && (
              <Text size="sm" tone="muted">
                {`Application #${open.id} · ${STATUS_TITLES[open.status as keyof typeof STATUS_TITLES] ?? open.status}`}
              </Text>
            )}
          </Stack>
          {editable && (
            <Inline space="sm">
              {kind.drafts && (
                <Button
                  variant="secondary"
                  loading={busy === 'save'}
                  disabled={busy !== null}
                  onClick={() => run('save')}
                >
                  Save draft
                </Button>
              )}
              <Button
                loading={busy === 'submit'}
                disabled={busy !== null}
                onClick={() => run('submit')}
              >
                Submit
              </Button>
            </Inline>
          )}
        </Inline>
        {!editable && (
          <Text tone="muted">This application was sent; it is shown as submitted.</Text>
        )}
        <ApplyForm kind={kind} />
        {target.kind === 'vendor' && (
          <InvoiceCard
            applicationId={open?.id ?? idRef.current}
            stored={open?.invoice ?? null}
            editable={editable}
            ensureSaved={ensureSaved}
            onUploaded={afterInvoice}
          />
        )}
        {children}
      </Stack>
      <EditorDialogs draft={draft} guard={guard} conflict={conflict} record="application" />
    </FormProvider>
  );
}
