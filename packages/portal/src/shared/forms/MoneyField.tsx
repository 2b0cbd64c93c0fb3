import { FIELD_LIMITS } from '@bq/contract/meta';
import { NumericInput } from '@bq/ui';
import { useMemo } from 'react';
import { Controlled, type FieldProps, useRuleCheck } from './fields';
import { type MoneyRuleOptions, moneyRule } from './rules';

export type MoneyFieldProps = FieldProps & Partial<MoneyRuleOptions>;

/**
 * An amount of money, held and sent as the decimal string typed (`'-125.00'`). The input drops
 * what an amount cannot hold while typing (a third decimal, a minus on an unsigned amount, a
 * 13th whole digit); the money rule then checks the value the form holds, however it got there
 * (a draft, a reset, a server's answer), when the field is left and before a save, with the
 * contract's words. `max` is the column, the common money column unless said.
 */
export function MoneyField({
  max = FIELD_LIMITS.common.money,
  signed = false,
  unit = 'USD',
  ...props
}: MoneyFieldProps) {
  const rule = useMemo(() => moneyRule({ max, signed, unit }), [max, signed, unit]);
  const checked = useRuleCheck(props.name, rule);
  return (
    <Controlled {...props} validate={(value) => rule.check(String(value ?? '')) ?? true}>
      {(bound) => (
        <NumericInput
          {...bound}
          onValueChange={(value) => {
            bound.onValueChange(value);
            checked.onChange(value);
          }}
          onBlur={(event) => {
            bound.onBlur();
            checked.onBlur(event.target.value);
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
