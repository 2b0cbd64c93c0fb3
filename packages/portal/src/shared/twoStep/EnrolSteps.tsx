import { Button, FormField, Inline, Stack, Text, TextField } from '@bq/ui';
import { type FormEvent, useState } from 'react';
import { type TwoStepText, useTwoStepText } from './texts';

export interface EnrolCalls {
  start(): Promise<{ secret: string; qrSvg: string }>;
  confirm(code: string): Promise<{ recoveryCodes: string[] }>;
}

const failed = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong.';

/**
 * Setting up an authenticator: start (the server makes the secret and draws its QR code), scan or
 * type the key, confirm with a first code, then the ten recovery codes, shown this once with a
 * copy and a download. Shared by the account card and the enrolment a policy forces at sign-in.
 */
export function EnrolSteps({
  calls,
  onDone,
  intro = 'off',
  signedOut = false,
}: {
  calls: EnrolCalls;
  onDone: () => void;
  intro?: TwoStepText;
  /** On the login screen (see `useTwoStepText`). */
  signedOut?: boolean;
}) {
  const t = useTwoStepText(signedOut);
  const [started, setStarted] = useState<{ secret: string; qrSvg: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(failed(e));
    } finally {
      setBusy(false);
    }
  };

  if (codes) {
    const text = `${codes.join('\n')}\n`;
    const download = () => {
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'bq-recovery-codes.txt';
      link.click();
      URL.revokeObjectURL(url);
    };
    return (
      <Stack space="md">
        <Text role="status" tone="success">
          {t('saveCodes')}
        </Text>
        <Stack space="xs" aria-label={t('recoveryCode')}>
          {codes.map((code) => (
            <Text key={code} weight="bold">
              {code}
            </Text>
          ))}
        </Stack>
        <Inline space="sm">
          <Button
            variant="secondary"
            onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
          >
            {copied ? t('copied') : t('copy')}
          </Button>
          <Button variant="secondary" onClick={download}>
            {t('download')}
          </Button>
          <Button variant="primary" onClick={onDone}>
            {t('saved')}
          </Button>
        </Inline>
      </Stack>
    );
  }

  if (!started) {
    return (
      <Stack space="md">
        <Text>{t(intro)}</Text>
        {error && (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        )}
        <Inline>
          <Button
            variant="primary"
            loading={busy}
            onClick={() => run(async () => setStarted(await calls.start()))}
          >
            {t('setUp')}
          </Button>
        </Inline>
      </Stack>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code)) {
      setError(t('codeRequired'));
      return;
    }
    void run(async () => setCodes((await calls.confirm(code)).recoveryCodes));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack space="md">
        <Text>{t('scan')}</Text>
        <img src={started.qrSvg} alt={t('qrAlt')} width={180} height={180} />
        <Text>
          {`${t('key')}: `}
          <Text as="strong" weight="bold" data-testid="two-step-secret">
            {started.secret}
          </Text>
        </Text>
        <FormField label={t('code')} required error={error || undefined}>
          <TextField name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </FormField>
        <Inline>
          <Button type="submit" variant="primary" loading={busy}>
            {t('confirm')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
