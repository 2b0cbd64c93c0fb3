import { Button, EmptyState, Heading, Inline, Skeleton, Stack, Text, toast } from '@bq/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { clearDraft } from '../../../shared/forms/draftStorage';
import { EditorDialogs } from '../../../shared/forms/EditorDialogs';
import { useEditor } from '../../../shared/forms/useEditor';
import { useLocalDraft } from '../../../shared/forms/useLocalDraft';
import { useUnsavedGuard } from '../../../shared/forms/useUnsavedGuard';
import { callQuery, calls, invalidateAfter } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { BankAccountCard } from '../components/BankAccountCard';
import { checkedTin, type FullTin, FullTinCard } from '../components/FullTinCard';
import { isOwn, PERSONAL_INDEX, useRefreshOwnStatus } from '../components/ownStatus';
import { PersonalForm } from '../components/PersonalForm';
import { PhotoCard } from '../components/PhotoCard';
import {
  type AgentRecord,
  savedMessage,
  stagedFields,
  toEditRequest,
  toValues,
  w9Request,
  withStaged,
} from '../components/personalMapping';

/**
 * `edit/:id/:agentid/:coachName?`: one agent's personal info (the agent themself, or user
 * management). Both ids are required and must name the same person; `coachName` is shown as
 * who coaches this agent when the link carries it.
 */
export default function PersonalEditPage() {
  const { id = '', agentid = '', coachName } = useParams();
  const agentId = Number(agentid);
  const record = useQuery({
    ...callQuery(calls.agentInfo.getAgentInfoById, { agentId }),
    enabled: agentId > 0,
  });
  if (!(agentId > 0) || !(Number(id) > 0))
    return <EmptyState title="This address names no agent" />;
  if (record.isPending) return <Skeleton lines={8} />;
  if (!record.data) return <EmptyState title="This agent's personal info could not be loaded" />;
  if (String(record.data.userId) !== id)
    return <EmptyState title="This address does not match the agent's record" />;
  return <Editor key={record.data.updatedAt} record={record.data} coachName={coachName} />;
}

function Editor({ record, coachName }: { record: AgentRecord; coachName?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useRefreshOwnStatus(record);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the record as loaded (the key remounts on a new one)
  const initial = useMemo(
    () => withStaged(toValues(record.personal), record.staged),
    [record.updatedAt],
  );
  const form = useForm({ defaultValues: initial });
  const scope = `personal:${record.agentId}`;
  const draft = useLocalDraft(form, scope, initial);
  const guard = useUnsavedGuard(form.formState.isDirty);
  const editor = useEditor<typeof initial, 'save'>({
    form,
    mapPath: (path) => path,
    // A reload re-reads what a save makes stale.
    reload: () => invalidateAfter(queryClient, calls.agentInfo.editAgent).then(() => undefined),
  });
  const staged = stagedFields(record.staged);
  const office = !isOwn(record);
  const [tin, setTin] = useState<FullTin>({ text: '', error: null });

  const save = () =>
    editor.run('save', async () => {
      if (!(await form.trigger(undefined, { shouldFocus: true }))) {
        toast.error('Please correct the highlighted fields.');
        return;
      }
      const full = office ? checkedTin(tin) : {};
      if (full.error) {
        setTin({ ...tin, error: full.error });
        toast.error('Please correct the highlighted fields.');
        return;
      }
      const values = form.getValues();
      const request = toEditRequest(record.agentId, values, initial);
      if (full.send) request.w9 = { ...(request.w9 ?? w9Request(values)), ...full.send };
      const answer = await api('agentInfo', 'editAgent', request);
      setTin({ text: '', error: null });
      clearDraft(scope);
      form.reset(values);
      toast.success(savedMessage(answer));
      await invalidateAfter(queryClient, calls.agentInfo.editAgent);
      // The agent goes back to their page; the office stays on the record it edits.
      if (isOwn(record)) {
        guard.allowNextNavigation();
        navigate(PERSONAL_INDEX);
      }
    });

  return (
    <FormProvider {...form}>
      <Stack space="lg">
        <Inline align="between" alignItems="flex-start">
          <Stack space="xs">
            <Heading level={1}>Edit personal info</Heading>
            <Text size="sm" tone="muted">
              {record.email}
              {coachName ? ` · Coach: ${coachName}` : ''}
            </Text>
          </Stack>
          <Button loading={editor.busy === 'save'} disabled={editor.busy !== null} onClick={save}>
            Save
          </Button>
        </Inline>
        <PhotoCard agentId={record.agentId} uploaded={record.photo !== null} editable />
        <PersonalForm staged={staged} />
        {office && <FullTinCard tin={tin} onChange={setTin} />}
        {office && <BankAccountCard userId={record.userId} />}
      </Stack>
      <EditorDialogs
        draft={draft}
        guard={guard}
        conflict={editor.conflict}
        record="personal info"
      />
    </FormProvider>
  );
}
