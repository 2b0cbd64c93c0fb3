import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Dialog, FormField, LimitedTextField, Stack } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';

const LIMITS = FIELD_LIMITS.tourist;
const FIELDS = [
  ['name', 'Name', true],
  ['phone', 'Phone', false],
  ['company', 'Company', false],
  ['wechat', 'WeChat', false],
] as const;
type Values = Record<(typeof FIELDS)[number][0], string>;

/**
 * A tourist account's first sign-in asks for its profile once (`isFirstLogin`, then
 * `add`). Once saved, `isFirstLogin` answers false and the form is never shown again.
 */
export function TouristProfile() {
  const first = useQuery(callQuery(calls.tourists.isFirstLogin, {}));
  const [values, setValues] = useState<Values>({ name: '', phone: '', company: '', wechat: '' });
  const [error, setError] = useState<string>();
  const add = useCallMutation(calls.tourists.add);
  const open = first.data?.isFirstLogin === true;
  return (
    <Dialog
      open={open}
      closeLabel={null}
      dismissible={false}
      title="Your details"
      description="Tell the institute who you are; this is asked once."
      footer={
        <Button
          variant="primary"
          disabled={add.isPending}
          onClick={() => {
            if (!values.name.trim()) return setError('Enter your name');
            add.mutate({ ...values, name: values.name.trim() });
          }}
        >
          Save
        </Button>
      }
    >
      <Stack space="md">
        {FIELDS.map(([key, label, required]) => (
          <FormField
            key={key}
            label={label}
            required={required}
            error={key === 'name' ? error : undefined}
          >
            <LimitedTextField
              value={values[key]}
              maxLength={LIMITS[key].max}
              onChange={(event) => {
                setValues({ ...values, [key]: event.target.value });
                if (key === 'name') setError(undefined);
              }}
            />
          </FormField>
        ))}
      </Stack>
    </Dialog>
  );
}
