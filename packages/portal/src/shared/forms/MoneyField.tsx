import { FIELD_LIMITS } from '@bq/contract/meta';
import { NumericInput } from '@bq/ui';
import { useMemo, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { Controlled, type FieldProps, useRuleCheck } from './fields';
import { type MoneyRuleOptions, moneyRule } from './rules';

export type MoneyFieldProps = FieldProps & Partial<MoneyRuleOptions>;

/**
 * An amount of money, held and sent as the decimal string typed (`'-125.00'`). What an amount
 * cannot hold (a third decimal, a minus on an unsigned amount, a 13th whole digit) is kept as
 * typed and refused at once in the contract's words ("-5" never silently becomes a
 * claim of 5); the money rule checks the value the form holds, however it got there (a draft, a
 * reset, a server's answer), when the field is left and before a save. `max` is the column, the
 * common money column unless said.
 */
export function MoneyField({
  max = FIELD_LIMITS.common.money,
  signed = false,
  unit = 'USD',
  ...props
}: MoneyFieldProps) {
  const rule = useMemo(() => moneyRule({ max, signed, unit }), [max, signed, unit]);
  const checked = useRuleCheck(props.name, rule);
  const { getValues, setError } = useFormContext();
  const refused = useRef<string | null>(null);
  return (
    <Controlled {...props} validate={(value) => rule.check(String(value ?? '')) ?? true}>
      {(bound) => (
        <NumericInput
          {...bound}
          onValueChange={(value) => {
            bound.onValueChange(value);
            checked.onChange(value);
            // While the input refuses what is typed, the message follows each keystroke.
            const problem = refused.current ? rule.check(value) : null;
            if (problem) setError(props.name, { type: 'rule', message: problem });
          }}
          onBlur={(event) => {
            bound.onBlur();
            checked.onBlur(event.target.value);
          }}
          // The input keeps a refused amount as typed; the form says why at once, in its words.
          showError={false}
          onValidityChange={(reason) => {
            refused.current = reason;
            if (!reason) return;
            const value = String(getValues(props.name) ?? '');
            setError(props.name, { type: 'rule', message: rule.check(value) ?? reason });
          }}
          // Types 1 and 2 hold two places (1 with a minus); whole tokens are digits only.
          numericType={signed ? 1 : unit === 'TOKEN' ? 'default' : 2}
          maxIntegerDigits={max.intDigits}
          prefix={unit === 'USD' ? '$' : undefined}
          suffix={unit === 'TOKEN' ? ' tokens' : undefined}
        />
      )}
    </Controlled>
  );
}
