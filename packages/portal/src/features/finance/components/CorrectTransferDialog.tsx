import { FIELD_LIMITS } from '@bq/contract/meta';
import { Amount, EmptyState, Inline, Skeleton, Stack, Text } from '@bq/ui';
import { compareMoney } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { TextAreaInput, TextInput, useFieldError } from '../../../shared/forms/fields';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { formatMoney, readMoney } from '../../../shared/money';
import {
  type CorrectionValues,
  correctionDefaults,
  correctionRequestOf,
  movedOf,
} from './corrections';
import { DecisionDialog } from './DecisionDialog';

const L = FIELD_LIMITS.payroll;

type Request = Extract<ReturnType<typeof correctionRequestOf>, { request: unknown }>['request'];

/** What the typed amounts move, and whether that needs a second person. */
function MovedNote({ above }: { above: string }) {
  const values = useWatch<CorrectionValues>() as CorrectionValues;
  const moved = movedOf(values);
  const error = useFieldError('lines');
  const limit = readMoney(above);
  const over = moved !== null && limit !== null && compareMoney(moved, limit) > 0;
  return (
    <Stack space="xxs">
      <Inline space="xs">
        <Text size="sm">Moved:</Text>
        {moved ? <Amount value={moved} /> : <Text size="sm">—</Text>}
        <Text size="sm" tone="muted">
          {over
            ? `above ${formatMoney(above)}: proposed now, posted when a second person approves`
            : `at or below ${formatMoney(above)}: posted at once`}
        </Text>
      </Inline>
      {error && (
        <Text size="sm" tone="danger" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Finance corrects a posted transfer: each account's corrected amount and a reason. The server
 * reverses the transfer and posts the corrected lines (or, above the office's amount, keeps them
 * as a proposal for a second person); a transfer it does not correct here says why.
 */
export function CorrectTransferDialog({
  transferId,
  onClose,
}: {
  transferId: number;
  onClose: () => void;
}) {
  const transfer = useQuery(callQuery(calls.ledgerCorrection.transfer, { transferId }));
  const propose = useCallMutation(calls.ledgerCorrection.propose);
  const t = transfer.data;
  if (!t)
    return (
      <DecisionDialog<CorrectionValues, Request>
        key="loading"
        open
        onOpenChange={(open) => !open && onClose()}
        title="Correct a transfer"
        defaults={{ reason: '', lines: [] }}
        limits={{}}
        submitText="Correct"
        toRequest={() => ({ errors: {} })}
        send={async () => undefined}
        done=""
      >
        {transfer.isError ? (
          <EmptyState title="The transfer could not be loaded" />
        ) : (
          <Skeleton lines={4} />
        )}
      </DecisionDialog>
    );
  // Keyed by the transfer: the form takes its first values (the posted amounts) when it mounts.
  return (
    <DecisionDialog<CorrectionValues, Request>
      key={t.id}
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Correct transfer ${t.eventKey}`}
      description={`Posted ${t.day}: ${t.memo}. The transfer is reversed and the corrected lines posted today, both linked to the correction.`}
      defaults={correctionDefaults(t.lines)}
      limits={{ reason: L.reason }}
      submitText={t.refusal ? 'Close' : 'Correct'}
      toRequest={(values) =>
        t.refusal ? { errors: { reason: t.refusal } } : correctionRequestOf(t.id, values)
      }
      send={(request, idempotencyKey) => propose.mutateAsync({ ...request, idempotencyKey })}
      done="Correction made"
    >
      {t.refusal ? (
        <Text role="alert">{t.refusal}</Text>
      ) : (
        <>
          {t.lines.map((line, i) => (
            <TextInput
              key={line.account}
              name={`lines.${i}.amount`}
              label={line.label}
              help={`Posted ${formatMoney(line.amount)}; type the corrected amount`}
            />
          ))}
          <MovedNote above={t.secondPersonAbove} />
          <TextAreaInput name="reason" label="Reason" required />
        </>
      )}
    </DecisionDialog>
  );
}
