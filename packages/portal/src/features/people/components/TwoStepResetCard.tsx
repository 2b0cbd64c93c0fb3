import { Button, Card, ConfirmDialog, Stack, Text, toast } from '@bq/ui';
import { calls, useCallMutation } from '../../../shared/http/calls';

/**
 * The administrators' way out of a lost phone: removes the person's authenticator and recovery
 * codes (logged as a reset by this administrator). They set it up again at their next sign-in if
 * a role requires it, or when they choose to.
 */
export function TwoStepResetCard({ userId }: { userId: number }) {
  const reset = useCallMutation(calls.twoStep.reset);
  return (
    <Card title="Two-step sign-in">
      <Stack space="md">
        <Text tone="muted">
          A person who lost the phone with their authenticator app and their recovery codes signs in
          again once it is reset.
        </Text>
        <ConfirmDialog
          title="Reset two-step sign-in"
          message="Remove this person's authenticator and recovery codes? Their next sign-in needs only the password (or leads them to set it up again, if their role requires it)."
          confirmText="Reset"
          trigger={
            <Button variant="secondary" loading={reset.isPending}>
              Reset two-step sign-in
            </Button>
          }
          onConfirm={async () => {
            const { removed } = await reset.mutateAsync({ userId });
            toast.success(removed ? 'Two-step sign-in was reset' : 'Two-step sign-in was not on');
          }}
        />
      </Stack>
    </Card>
  );
}
