import { Box, Button, FormField, Inline, PasswordField, Stack, Text, TextField } from '@bq/ui';
import { isValidEmail } from '@bq/validators';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePassword, register as registerAccount, sendCode } from '../api/auth';
import { CODE_SENT, PASSWORD_MIN, PASSWORD_TOO_SHORT } from './codeMessages';
import {
  CODE_INVALID,
  CODE_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  errorMessage,
  PASSWORDS_DIFFER,
} from './messages';

/** The server allows one code per address per 60 s; the button waits as long. */
const RESEND_SECONDS = 60;

interface CodeValues {
  email: string;
  code: string;
  name: string;
  password: string;
  confirm: string;
}

export type CodeFormMode = 'register' | 'password';

/** Registration and password change: both prove the e-mail with a 6-digit code. */
export function CodeForm({ mode, onSuccess }: { mode: CodeFormMode; onSuccess: () => void }) {
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [wait, setWait] = useState(0);
  const { register, handleSubmit, formState, getValues, trigger } = useForm<CodeValues>({
    defaultValues: { email: '', code: '', name: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setFailure('');
    setNotice('');
    if (!(await trigger('email'))) return;
    try {
      await sendCode(getValues('email').trim(), mode);
      setNotice(CODE_SENT);
      setWait(RESEND_SECONDS);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const submit = handleSubmit(async ({ email, code, name, password }) => {
    setFailure('');
    try {
      if (mode === 'register') {
        await registerAccount({
          email: email.trim(),
          code,
          password,
          name: name.trim() || undefined,
        });
      } else {
        await changePassword({ email: email.trim(), code, password });
      }
      onSuccess();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={mode === 'register' ? 'Register' : 'Change password'}
    >
      <Stack space="lg">
        <FormField label="E-mail" required error={errors.email?.message}>
          <TextField
            type="email"
            autoComplete="username"
            {...register('email', {
              required: EMAIL_REQUIRED,
              validate: (value) => isValidEmail(value.trim()) || EMAIL_INVALID,
            })}
          />
        </FormField>
        {/* The button sits beside the field, not inside it: the field labels one input. On a
            narrow screen it moves under the field instead of pushing out of the form. */}
        <Inline space="sm" alignItems="flex-end">
          <Box flexGrow={1} style={{ minWidth: '10rem' }}>
            <FormField label="Verification code" required error={errors.code?.message}>
              <TextField
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...register('code', {
                  required: CODE_REQUIRED,
                  pattern: { value: /^\d{6}$/, message: CODE_INVALID },
                })}
              />
            </FormField>
          </Box>
          <Button
            onClick={send}
            disabled={wait > 0}
            style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {wait > 0 ? `Resend in ${wait} s` : 'Send code'}
          </Button>
        </Inline>
        {mode === 'register' && (
          <FormField label="Name">
            <TextField autoComplete="name" {...register('name')} />
          </FormField>
        )}
        <FormField
          label={mode === 'register' ? 'Password' : 'New password'}
          required
          // The rule is said once: as help, or as the error when it is broken.
          help={errors.password ? undefined : PASSWORD_TOO_SHORT}
          error={errors.password?.message}
        >
          <PasswordField
            autoComplete="new-password"
            {...register('password', {
              required: PASSWORD_TOO_SHORT,
              minLength: { value: PASSWORD_MIN, message: PASSWORD_TOO_SHORT },
            })}
          />
        </FormField>
        <FormField label="Confirm password" required error={errors.confirm?.message}>
          <PasswordField
            autoComplete="new-password"
            {...register('confirm', {
              validate: (value) => value === getValues('password') || PASSWORDS_DIFFER,
            })}
          />
        </FormField>
        {notice && (
          <Text role="status" tone="success">
            {notice}
          </Text>
        )}
        {failure && (
          <Text role="alert" tone="danger">
            {failure}
          </Text>
        )}
        <Button type="submit" variant="primary" size="lg" fullWidth loading={isSubmitting}>
          {mode === 'register' ? 'Register' : 'Change password'}
        </Button>
      </Stack>
    </form>
  );
}
