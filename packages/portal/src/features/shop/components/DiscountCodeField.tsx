import type { DiscountPreview } from '@bq/contract';
import { Button, FormField, Inline, Text, TextField } from '@bq/ui';
import { useState } from 'react';
import { AmountText } from '../../../shared/AmountText';
import { codeRefusal } from './discountMapping';

/**
 * The checkout's discount code: typed, then Apply asks the server what it takes off this cart.
 * A refusal stays under the field in the server's words; an applied code shows its discount
 * with Remove. Nothing is kept until the order is placed with it.
 */
export function DiscountCodeField({
  applied,
  checking,
  error,
  onApply,
  onRemove,
}: {
  /** The code's preview once the server took it. */
  applied: DiscountPreview | undefined;
  checking: boolean;
  /** Why the server refused the code tried, if it did. */
  error: unknown;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [typed, setTyped] = useState('');
  if (applied)
    return (
      <Inline align="between">
        <Text>
          Discount code <strong>{applied.code}</strong>: −<AmountText amount={applied.discount} />
        </Text>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setTyped('');
            onRemove();
          }}
        >
          Remove code
        </Button>
      </Inline>
    );
  const apply = () => {
    if (typed.trim()) onApply(typed.trim());
  };
  return (
    <Inline space="sm" alignItems="flex-end">
      <FormField label="Discount code" error={error ? codeRefusal(error) : undefined}>
        <TextField
          value={typed}
          maxLength={30}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
          }}
        />
      </FormField>
      <Button loading={checking} disabled={!typed.trim()} onClick={apply}>
        Apply
      </Button>
    </Inline>
  );
}
