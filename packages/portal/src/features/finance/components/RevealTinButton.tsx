import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Inline, Text } from '@bq/ui';
import { useState } from 'react';
import { TextAreaInput } from '../../../shared/forms/fields';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { DecisionDialog } from './DecisionDialog';
import type { Checked } from './decisions';

interface ReasonValues {
  reason: string;
}

/** The reason is required: the server keeps it in the person's history with who and when. */
export function revealRequestOf(
  userId: number,
  values: ReasonValues,
): Checked<{ userId: number; reason: string }, keyof ReasonValues> {
  const reason = values.reason.trim();
  if (!reason) return { errors: { reason: 'Say why you need the full TIN' } };
  return { request: { userId, reason } };
}

/** 123456789 as the W-9 shows an SSN; the page never keeps it after the row is hidden. */
const shape = (tin: string) => `${tin.slice(0, 3)}-${tin.slice(3, 5)}-${tin.slice(5)}`;

/**
 * A payee's TIN, masked (`***-**-1234`) until finance asks for it with a reason; the full TIN is
 * shown in the row until hidden and is never cached (it is an answer to a write, not a read).
 */
export function RevealTinButton({
  userId,
  name,
  masked,
}: {
  userId: number;
  name: string;
  masked: string;
}) {
  const [asking, setAsking] = useState(false);
  const [tin, setTin] = useState<string | null>(null);
  const reveal = useCallMutation(calls.tax.revealTin);
  return (
    <Inline space="xs" align="center">
      <Text>{tin === null ? masked : shape(tin)}</Text>
      {tin === null ? (
        <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
          Reveal
        </Button>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setTin(null)}>
          Hide
        </Button>
      )}
      {asking && (
        <DecisionDialog<ReasonValues, { userId: number; reason: string }>
          open
          onOpenChange={(open) => !open && setAsking(false)}
          title={`Reveal ${name}'s TIN`}
          description="The reveal is recorded in their history with your name, the time and the reason."
          defaults={{ reason: '' }}
          limits={{ reason: FIELD_LIMITS.payroll.tinRevealReason }}
          submitText="Reveal the TIN"
          toRequest={(values) => revealRequestOf(userId, values)}
          send={async (request) => setTin((await reveal.mutateAsync(request)).tin)}
          done="TIN revealed"
        >
          <TextAreaInput name="reason" label="Reason" required rows={3} />
        </DecisionDialog>
      )}
    </Inline>
  );
}
