import {
  Button,
  Card,
  FormField,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
  Text,
  TextField,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { EnrolSteps } from '../../../shared/twoStep/EnrolSteps';
import { useTwoStepText } from '../../../shared/twoStep/texts';

/**
 * The person's own two-step sign-in: set it up with an authenticator app (QR code, key, a first
 * code, ten recovery codes shown once), or turn it off with a current or recovery code.
 */
export function TwoStepCard() {
  const t = useTwoStepText();
  const status = useQuery(callQuery(calls.twoStep.status, {}));
  const start = useCallMutation(calls.twoStep.start, { options: { quiet: true } });
  const confirm = useCallMutation(calls.twoStep.confirm, { options: { quiet: true } });
  const [showingCodes, setShowingCodes] = useState(false);
  const [enrolKey, setEnrolKey] = useState(0);

  let body = <Skeleton lines={3} />;
  if (status.data?.enrolled && !showingCodes) {
    body = <TurnOff left={status.data.recoveryCodesLeft} onOff={() => setEnrolKey(enrolKey + 1)} />;
  } else if (status.data) {
    body = (
      <EnrolSteps
        key={enrolKey}
        intro={status.data.required ? 'required' : 'off'}
        calls={{
          start: () => start.mutateAsync({}),
          confirm: async (code) => {
            setShowingCodes(true);
            try {
              return await confirm.mutateAsync({ code });
            } catch (error) {
              setShowingCodes(false);
              throw error;
            }
          },
        }}
        onDone={() => setShowingCodes(false)}
      />
    );
  } else if (status.isError) {
    body = <Text tone="danger">{status.error.message}</Text>;
  }
  return <Card title={t('title')}>{body}</Card>;
}

function TurnOff({ left, onOff }: { left: number; onOff: () => void }) {
  const t = useTwoStepText();
  const disable = useCallMutation(calls.twoStep.disable, { options: { quiet: true } });
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setError(t('codeRequired'));
      return;
    }
    setError('');
    disable.mutate(
      { code },
      { onSuccess: onOff, onError: (e) => setError(e.message || 'Something went wrong.') },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('turnOff')}>
      <Stack space="md">
        <Inline space="sm">
          <StatusTag tone="success">{t('on')}</StatusTag>
          <Text tone="muted">{`${left} ${t('left')}`}</Text>
        </Inline>
        <FormField label={t('code')} help={t('turnOffHelp')} error={error || undefined}>
          <TextField name="code" autoComplete="one-time-code" maxLength={20} />
        </FormField>
        <Inline>
          <Button type="submit" variant="secondary" loading={disable.isPending}>
            {t('turnOff')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
