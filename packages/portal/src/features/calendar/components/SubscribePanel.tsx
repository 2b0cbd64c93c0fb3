import {
  Button,
  Card,
  ConfirmDialog,
  FormField,
  Inline,
  Stack,
  Text,
  TextField,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';

/**
 * The private feed a phone's calendar subscribes to. Only the address's hash is kept, so the
 * address shows once, right after it is made; making a new one ends the old (a lost phone), and
 * so does a password change.
 */
export function SubscribePanel() {
  const status = useQuery(callQuery(calls.calendar.feedStatus, {}));
  const renew = useCallMutation(calls.calendar.renewFeed);
  const revoke = useCallMutation(calls.calendar.revokeFeed);
  const [made, setMade] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);
  const active = status.data?.active ?? false;

  const makeAddress = async () => {
    const answer = await renew.mutateAsync({});
    setMade(answer.url);
    toast.success('Your new calendar address is ready');
  };

  return (
    <Card title="Subscribe" titleLevel={2}>
      <Stack space="sm">
        <Text tone="muted">
          Add your calendar to a phone or desktop calendar app ("subscribe to a calendar by
          address"). It refreshes about every hour. Anyone with the address sees your calendar: keep
          it private.
        </Text>
        {made ? (
          <Inline space="sm" alignItems="flex-end">
            <FormField
              label="Your calendar address"
              help="Shown only now: copy it into your calendar app."
            >
              <TextField readOnly value={made} aria-label="Your calendar address" />
            </FormField>
            <Button
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard?.writeText(made).catch(() => undefined);
                toast.success('Address copied');
              }}
            >
              Copy
            </Button>
          </Inline>
        ) : (
          <Text>
            {active
              ? `An address is in use since ${formatDateTime(status.data?.createdAt)}.`
              : 'You have no calendar address.'}
          </Text>
        )}
        <Inline space="sm">
          <Button
            variant={active ? 'secondary' : 'primary'}
            loading={renew.isPending}
            onClick={() => (active ? setConfirm('renew') : makeAddress())}
          >
            {active ? 'Make a new address' : 'Make my calendar address'}
          </Button>
          {active && (
            <Button variant="ghost" onClick={() => setConfirm('revoke')}>
              Stop the address
            </Button>
          )}
        </Inline>
      </Stack>
      {confirm && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirm(null)}
          title={confirm === 'renew' ? 'Make a new address?' : 'Stop your calendar address?'}
          message={
            confirm === 'renew'
              ? 'The address in use now stops working: calendars subscribed to it stop updating.'
              : 'Calendars subscribed to it stop updating.'
          }
          confirmText={confirm === 'renew' ? 'Make a new address' : 'Stop it'}
          cancelText="Cancel"
          variant={confirm === 'revoke' ? 'delete' : 'default'}
          onConfirm={async () => {
            if (confirm === 'renew') await makeAddress();
            else {
              await revoke.mutateAsync({});
              setMade(null);
              toast.success('Your calendar address no longer works');
            }
            setConfirm(null);
          }}
        />
      )}
    </Card>
  );
}
