import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, ConfirmDialog, Inline, Stack, toast } from '@bq/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, SelectField, TextAreaInput } from '../../../../shared/forms/fields';
import { useEditor } from '../../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../../shared/http/calls';
import { type ApplicationDetail, useEntryRoles } from '../../api/examine';

type Values = { comment: string; roleId: string };
const LIMITS = { comment: FIELD_LIMITS.application.comment };

/**
 * Pass or reject the step the caller may decide, with a comment (a reason to reject). An entry is
 * passed with the role the new agent gets. Pass asks first, as a bulk Pass does (a reject is held
 * back by its reason); if someone else decided first, the server's 409 is shown with an offer to
 * reload.
 */
export function DecisionCard({
  detail,
  reload,
}: {
  detail: ApplicationDetail;
  reload: () => Promise<void>;
}) {
  const form = useForm<Values>({ defaultValues: { comment: '', roleId: '' } });
  const editor = useEditor<Values, 'pass' | 'reject'>({ form, reload });
  const isEntry = detail.kind === 'entry';
  const roles = useEntryRoles(isEntry);
  const { application } = calls;
  const pass = useCallMutation(application.pass);
  const passEntry = useCallMutation(application.entryApplicationPass);
  const reject = useCallMutation(application.rejection);
  const [asking, setAsking] = useState(false);

  const decide = (what: 'pass' | 'reject') =>
    editor.run(what, async () => {
      const { comment, roleId } = form.getValues();
      const text = comment.trim();
      if (what === 'reject') await reject.mutateAsync({ id: detail.id, comment: text });
      else if (isEntry)
        await passEntry.mutateAsync({
          id: detail.id,
          comment: text,
          // '' reaches the server as it is and comes back as a field error under the picker.
          roleId: roleId as unknown as number,
        });
      else await pass.mutateAsync({ id: detail.id, comment: text });
      form.reset({ comment: '', roleId: '' });
      toast.success(what === 'pass' ? 'Passed' : 'Rejected');
    });

  return (
    <Card title={`Your decision: ${detail.stepName}`} titleLevel={2}>
      <FormProvider {...form}>
        <FieldLimits table={LIMITS}>
          <Stack space="md">
            {isEntry && (
              <SelectField
                name="roleId"
                label="Role of the new agent"
                required
                options={(roles.data?.list ?? []).map((r) => ({
                  value: String(r.id),
                  label: r.name,
                }))}
              />
            )}
            <TextAreaInput
              name="comment"
              label="Comment (a reason is required to reject)"
              rows={3}
            />
            <Inline space="sm">
              <Button
                loading={editor.busy === 'pass'}
                disabled={editor.busy !== null}
                onClick={() => setAsking(true)}
              >
                Pass
              </Button>
              <Button
                variant="danger"
                loading={editor.busy === 'reject'}
                disabled={editor.busy !== null}
                onClick={() => decide('reject')}
              >
                Reject
              </Button>
            </Inline>
          </Stack>
        </FieldLimits>
      </FormProvider>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Pass this application?"
        message={`${detail.stepName}: it goes on to the next step, or is approved at the last one, and the applicant is told.`}
        confirmText="Pass"
        onConfirm={() => decide('pass')}
      />
      <ConfirmDialog
        open={editor.conflict.open}
        title="Decided meanwhile"
        message={`${editor.conflict.message}. Reload the application to see the decision.`}
        confirmText="Reload"
        cancelText="Close"
        onConfirm={editor.conflict.reload}
        onCancel={editor.conflict.dismiss}
      />
    </Card>
  );
}
