import { Button, Inline, Stack, Text } from '@bq/ui';
import { type FormEvent, useState } from 'react';
import { CodeInput } from '../../../shared/twoStep/CodeInput';
import { useTwoStepText } from '../../../shared/twoStep/texts';
import { loginByCode } from '../api/login';
import { errorMessage } from './messages';

/**
 * The second step of a sign-in with two-step sign-in on: a code from the authenticator app, or
 * (by the link) one of the recovery codes. The server refuses a code already used and counts
 * wrong ones like wrong passwords; its message shows under the field.
 */
export function CodeStep({
  challenge,
  onSuccess,
  onBack,
}: {
  challenge: string;
  onSuccess: () => void;
  onBack: () => void;
}) {
  const t = useTwoStepText(true);
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (recovery ? code === '' : !/^\d{6}$/.test(code)) {
      setError(t(recovery ? 'recoveryRequired' : 'codeRequired'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await loginByCode(challenge, code);
      onSuccess();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack space="lg">
        <Text>{t('codeStep')}</Text>
        <CodeInput
          label={t(recovery ? 'recoveryCode' : 'code')}
          recovery={recovery}
          error={error}
        />
        <Button type="submit" variant="primary" size="lg" fullWidth loading={busy}>
          {t('verify')}
        </Button>
        <Inline align="between">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              setError('');
            }}
          >
            {t(recovery ? 'useApp' : 'useRecovery')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onBack}>
            {t('back')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
