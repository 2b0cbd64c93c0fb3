import {
  Button,
  ConfirmDialog,
  Heading,
  Inline,
  type SelectOption,
  Stack,
  Text,
  toast,
} from '@bq/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { clearDraft } from '../../../shared/forms/draftStorage';
import { EditorDialogs } from '../../../shared/forms/EditorDialogs';
import { useEditor } from '../../../shared/forms/useEditor';
import { useLocalDraft } from '../../../shared/forms/useLocalDraft';
import { useUnsavedGuard } from '../../../shared/forms/useUnsavedGuard';
import { callQuery, calls, invalidateAfter } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { setBreadcrumbExtra } from '../../../shared/layout/store';
import { setItem } from '../../../shared/storage/storage';
import { useTeamCandidates } from '../api/cases';
import { CaseForm } from './CaseForm';
import { CaseLedgerLink } from './CaseLedgerLink';
import { CaseStatusTag } from './CaseStatusTag';
import { CommissionFixButton } from './CommissionFixDialog';
import { type CaseKind, processPath } from './caseKinds';
import { DocumentsCard } from './DocumentsCard';
import {
  type CaseDetail,
  type CaseFormValues,
  caseFormPath,
  draftScope,
  emptyForm,
  teamSplitProblem,
  toForm,
  toSaveRequest,
} from './formMapping';
import { ReopenCaseButton } from './ReopenCaseDialog';
import { StatusHistoryCard } from './StatusHistoryCard';
import { TransitionButtons } from './TransitionButtons';

/**
 * Who may take a team-split share: every agent the server lists, plus the members already named
 * (so a saved split still shows its names while the list loads, or if it fails).
 */
function usePeople(detail: CaseDetail | null, editable: boolean): SelectOption[] {
  const candidates = useTeamCandidates(editable);
  return useMemo(() => {
    const people = new Map<string, string>();
    for (const row of detail?.teamSplit ?? []) people.set(String(row.userId), row.name);
    for (const agent of candidates.data?.list ?? []) people.set(String(agent.userId), agent.name);
    return [...people]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [detail, candidates.data]);
}

/**
 * One case's page body, for a new case (`detail` null: the first Save creates the draft and
 * moves to the process page) and for an existing one (save, submit, status moves, documents).
 */
export function CaseEditor({ kind, detail }: { kind: CaseKind; detail: CaseDetail | null }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [askSubmit, setAskSubmit] = useState(false);
  const queryClient = useQueryClient();
  const id = detail?.id ?? null;
  const scope = draftScope(id, kind.key);
  // The form starts from the case as first loaded; later refetches (documents, status) must not
  // overwrite what the user is typing, so this depends on the case id only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const initial = useMemo(() => (detail ? toForm(detail, kind) : emptyForm(kind)), [id, kind]);
  const editable = detail?.canEdit ?? true;
  // A case the caller may only read (submitted, a team member's, a reviewer's) shows disabled.
  const form = useForm<CaseFormValues>({ defaultValues: initial, disabled: !editable });
  const dirty = form.formState.isDirty;
  const people = usePeople(detail, editable);
  const versionRef = useRef(detail?.version);
  /** A case created by a save whose field save then failed: the retry must not create another. */
  const createdRef = useRef<{ id: number; caseNo: string } | null>(null);
  const draft = useLocalDraft(form, scope, initial);
  const guard = useUnsavedGuard(dirty && editable, {
    flag: detail ? 'caseProcessWhetherToSave' : undefined,
  });
  const editor = useEditor({
    form,
    // A first save's refusals come back under `draft.` (create carries the form).
    mapPath: (path) => caseFormPath(form.getValues())(path.replace(/^draft\./, '')),
    reload: async () => {
      if (id === null) return;
      const fresh = await queryClient.fetchQuery({
        ...callQuery(calls.tranCase.get, { id }),
        staleTime: 0,
      });
      versionRef.current = fresh.version;
      clearDraft(scope);
      form.reset(toForm(fresh, kind));
      await refresh();
    },
  });

  useEffect(() => {
    versionRef.current = detail?.version;
  }, [detail?.version]);

  useEffect(() => {
    if (!detail) return;
    setBreadcrumbExtra(detail.caseNo);
    setItem('transactionID', detail.id);
    setItem('transactionCaseNo', detail.caseNo);
    setItem('tradeServiceValue', detail.type);
  }, [detail]);

  // Every case write (create, save, submit, a document) makes the same reads stale.
  const refresh = () => invalidateAfter(queryClient, calls.tranCase.saveDraft);

  const boardJoined = searchParams.get('board') === 'joined';

  /** Saves the whole form; on a new-case page creates the draft first. Returns the case id. */
  const save = async (values: CaseFormValues): Promise<number | null> => {
    const problem = teamSplitProblem(values.teamSplit);
    if (problem) {
      toast.error(problem);
      return null;
    }
    let caseId = id ?? createdRef.current?.id ?? null;
    if (caseId === null) {
      // The first save creates the case and saves the form in one call: a refused save creates
      // nothing (a failed first save used to leave an empty draft behind).
      const { id: _none, version: _first, ...draft } = toSaveRequest(0, values);
      const created = await api('tranCase', 'create', {
        type: kind.type,
        ...(kind.purchaseKind ? { purchaseKind: kind.purchaseKind } : {}),
        // The agent answered Yes to 'Do you join in any board?' on the way here (spec §4).
        ...(boardJoined ? { boardJoined: true } : {}),
        draft,
      });
      createdRef.current = created;
      caseId = created.id;
      setItem('transactionID', created.id);
      setItem('transactionCaseNo', created.caseNo);
      setItem('tradeServiceValue', kind.type);
    } else {
      const saved = await api(
        'tranCase',
        'saveDraft',
        toSaveRequest(caseId, values, id === null ? undefined : versionRef.current),
      );
      versionRef.current = saved.version;
    }
    clearDraft(scope);
    form.reset(values);
    return caseId;
  };

  const run = (what: 'save' | 'submit') =>
    editor.run(what, async () => {
      // A typed date or phone that is not one holds '' meanwhile: saving would lose it silently.
      if (!(await form.trigger(undefined, { shouldFocus: true }))) {
        toast.error('Please correct the highlighted fields.');
        return;
      }
      const values = form.getValues();
      const caseId = dirty || id === null ? await save(values) : id;
      if (caseId === null) return;
      if (what === 'submit') {
        await api('tranCase', 'submit', { id: caseId });
        toast.success('Case submitted');
      } else toast.success('Saved');
      if (id === null) {
        guard.allowNextNavigation();
        navigate(processPath(kind, caseId), { replace: true });
      } else await refresh();
    });
  const { busy, conflict } = editor;

  const canSubmit = id === null || detail?.transitions.some((move) => move.via === 'submit');
  return (
    <FormProvider {...form}>
      <Stack space="lg">
        <Inline align="between" alignItems="flex-start">
          <Stack space="xs">
            <Heading level={1}>
              {detail
                ? `${kind.title} case ${detail.caseNo}`
                : `New ${kind.title.toLowerCase()} case`}
            </Heading>
            {detail && (
              <Inline space="sm">
                <CaseStatusTag status={detail.status} />
                <Text size="sm" tone="muted">
                  {detail.ownerName} · updated {formatDateTime(detail.updatedAt)}
                </Text>
              </Inline>
            )}
          </Stack>
          <Inline space="sm">
            {editable && (
              <Button
                variant="secondary"
                loading={busy === 'save'}
                disabled={busy !== null}
                onClick={() => run('save')}
              >
                {id === null ? 'Save draft' : 'Save'}
              </Button>
            )}
            {editable && canSubmit && (
              <Button
                loading={busy === 'submit'}
                disabled={busy !== null}
                onClick={() => setAskSubmit(true)}
              >
                Submit
              </Button>
            )}
            {detail && <CommissionFixButton detail={detail} />}
            {detail && <ReopenCaseButton detail={detail} />}
            {detail && <CaseLedgerLink detail={detail} />}
            {detail && <TransitionButtons detail={detail} />}
          </Inline>
        </Inline>
        <CaseForm kind={kind} people={people} />
        <DocumentsCard detail={detail} onChanged={refresh} />
        {detail && <StatusHistoryCard id={detail.id} />}
      </Stack>
      <ConfirmDialog
        open={askSubmit}
        onOpenChange={setAskSubmit}
        title="Submit this case?"
        message="It goes to the office for review and cannot be edited while it is in review."
        confirmText="Submit"
        onConfirm={() => {
          setAskSubmit(false);
          return run('submit');
        }}
      />
      <EditorDialogs draft={draft} guard={guard} conflict={conflict} record="case" />
    </FormProvider>
  );
}
