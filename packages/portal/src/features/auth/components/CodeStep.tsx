import { Button, Inline, Stack, Text } from '@bq/ui';
import { CodeInput } from '../../../shared/twoStep/CodeInput';
import { useTwoStepText } from '../../../shared/twoStep/texts';
import { useCodeEntry } from '../../../shared/twoStep/useCodeEntry';
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
  const entry = useCodeEntry(t);
  const submit = entry.submit(async (code) => {
    await loginByCode(challenge, code);
    onSuccess();
  }, errorMessage);

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack space="lg">
        <Text>{t('codeStep')}</Text>
        <CodeInput label={entry.label} recovery={entry.recovery} error={entry.error} />
        <Button type="submit" variant="primary" size="lg" fullWidth loading={entry.busy}>
          {t('verify')}
        </Button>
        <Inline align="between">
          <Button variant="ghost" size="sm" onClick={entry.toggle}>
            {entry.toggleText}
          </Button>
          <Button variant="ghost" size="sm" onClick={onBack}>
            {t('back')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
