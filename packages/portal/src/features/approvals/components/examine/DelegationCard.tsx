import { Button, Card, DateInput, FormField, Inline, Stack, Text } from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useState } from 'react';
import { PersonSearchPicker } from '../../../../shared/forms/PersonField';
import { calls, useCallMutation } from '../../../../shared/http/calls';
import { ApiError } from '../../../../shared/http/errors';
import { useDelegations } from '../../api/examine';

const { application } = calls;

/** MM/DD/YYYY (DateInput) → YYYY-MM-DD; anything else is passed on for the server to refuse. */
const toIso = (us: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : us;
};

/**
 * Out of office: the approver names a colleague who decides for them over a date range, sees
 * the delegations given and received, and ends one they gave.
 */
export function DelegationCard() {
  const delegations = useDelegations();
  const [delegateId, setDelegateId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = useCallMutation(application.setDelegation);
  const end = useCallMutation(application.endDelegation);

  const save = async () => {
    // Nobody chosen is said at once, without a call whose error would name a field id.
    if (delegateId === '') {
      setErrors({ delegateId: 'Choose the colleague who decides for you' });
      return;
    }
    setErrors({});
    try {
      await set.mutateAsync({
        delegateId: Number(delegateId),
        startsOn: toIso(from),
        endsOn: toIso(to),
      });
      setDelegateId('');
    } catch (error) {
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
    }
  };

  return (
    <Card title="Out of office" titleLevel={2}>
      <Stack space="md">
        <ul aria-label="Delegations">
          {(delegations.data?.list ?? []).map((d) => (
            <li key={d.id}>
              <Inline space="sm">
                <Text>
                  {d.delegateName} decides for {d.approverName} from {formatDate(d.startsOn)} to{' '}
                  {formatDate(d.endsOn)}
                </Text>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={end.isPending && end.variables?.id === d.id}
                  onClick={() => end.mutate({ id: d.id })}
                >
                  End
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
        {delegations.data?.list.length === 0 && <Text tone="muted">No delegation.</Text>}
        <Inline space="md" alignItems="flex-end">
          <FormField
            label="Colleague"
            required
            help="Anyone who may decide applications"
            error={errors.delegateId}
          >
            <PersonSearchPicker
              purpose="delegate"
              value={delegateId}
              onValueChange={setDelegateId}
              placeholder="Type a name or e-mail"
            />
          </FormField>
          <FormField label="From" required error={errors.startsOn}>
            <DateInput value={from} onValueChange={setFrom} />
          </FormField>
          <FormField label="To" required error={errors.endsOn}>
            <DateInput value={to} onValueChange={setTo} />
          </FormField>
          <Button onClick={save} loading={set.isPending}>
            Delegate
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
