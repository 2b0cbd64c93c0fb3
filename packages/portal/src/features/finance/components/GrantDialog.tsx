import { FIELD_LIMITS } from '@bq/contract/meta';
import { useState } from 'react';
import { DateField, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { PersonField } from '../../../shared/forms/PersonField';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { DecisionDialog } from './DecisionDialog';
import { type GrantRequest, type GrantValues, grantRequestOf } from './tokenMapping';

const L = FIELD_LIMITS.tokens;

/**
 * Finance grants tokens: to whom, how many, why, and the last day they may be spent.
 * The dialog's request key is made when it opens, so a double click or a retry is one grant.
 */
export function GrantDialog({ onClose }: { onClose: () => void }) {
  const [requestKey] = useState(() => `grant-${crypto.randomUUID()}`);
  const grant = useCallMutation(calls.token.grant);
  return (
    <DecisionDialog<GrantValues, GrantRequest>
      open
      onOpenChange={(open) => !open && onClose()}
      title="Grant tokens"
      description="Tokens pay for marketplace products. Those not spent by their last day expire."
      defaults={{ userId: '', amount: '', reason: '', expiresOn: '' }}
      limits={{ reason: L.reason }}
      submitText="Grant tokens"
      toRequest={(values) => grantRequestOf(values, requestKey)}
      send={(request) => grant.mutateAsync(request)}
      done="Tokens granted"
    >
      <PersonField name="userId" label="Agent" purpose="agent" required />
      <TextInput name="amount" label="Tokens" required />
      <TextAreaInput name="reason" label="Reason" required />
      <DateField name="expiresOn" label="Last day to spend them" required />
    </DecisionDialog>
  );
}
