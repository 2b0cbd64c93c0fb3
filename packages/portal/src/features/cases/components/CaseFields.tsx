import { Box, DateInput, FormField, Inline, NumericInput, PhoneInput, TextField } from '@bq/ui';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import type { CaseFormValues } from './formMapping';

export type CasePath = FieldPath<CaseFormValues>;

interface FieldProps {
  name: CasePath;
  label: string;
  required?: boolean;
  help?: string;
}

/** Fields of a section side by side, wrapping on narrow screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Inline space="lg" alignItems="flex-start">
      {children}
    </Inline>
  );
}

/** One field's share of a row: grows, never narrower than a readable input. */
function Cell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box flexGrow={1} style={{ flexBasis: wide ? 420 : 200, minWidth: 0 }}>
      {children}
    </Box>
  );
}

export function TextInput({
  name,
  label,
  required,
  help,
  maxLength,
}: FieldProps & { maxLength?: number }) {
  const { register } = useFormContext<CaseFormValues>();
  return (
    <Cell>
      <FormField label={label} required={required} help={help}>
        <TextField {...register(name)} maxLength={maxLength} autoComplete="off" />
      </FormField>
    </Cell>
  );
}

/**
 * Money is spec §5 type 2 with 2 places (no minus: prices are never negative); percentages are
 * type 6 (0–100) with 4 places, as the server stores commission and referral fee.
 */
const NUMERIC = {
  money: { numericType: 2, places: 2, prefix: '$' },
  percent: { numericType: 6, places: 4, suffix: '%' },
} as const;

export function NumberInput({
  name,
  label,
  required,
  help,
  kind,
}: FieldProps & { kind: keyof typeof NUMERIC }) {
  const { control } = useFormContext<CaseFormValues>();
  const { numericType, places } = NUMERIC[kind];
  const adornment =
    kind === 'money' ? { prefix: NUMERIC.money.prefix } : { suffix: NUMERIC.percent.suffix };
  return (
    <Cell>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormField label={label} required={required} help={help}>
            <NumericInput
              name={field.name}
              disabled={field.disabled}
              ref={field.ref}
              numericType={numericType}
              places={places}
              value={String(field.value ?? '')}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              {...adornment}
            />
          </FormField>
        )}
      />
    </Cell>
  );
}

export function DateField({ name, label, required }: FieldProps) {
  const { control } = useFormContext<CaseFormValues>();
  return (
    <Cell>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormField label={label} required={required}>
            <DateInput
              name={field.name}
              disabled={field.disabled}
              ref={field.ref}
              value={String(field.value ?? '')}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              calendarLabel={`Choose ${label.toLowerCase()}`}
            />
          </FormField>
        )}
      />
    </Cell>
  );
}

export function PhoneField({ name, label, required }: FieldProps) {
  const { control } = useFormContext<CaseFormValues>();
  return (
    <Cell>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormField label={label} required={required}>
            <PhoneInput
              name={field.name}
              disabled={field.disabled}
              ref={field.ref}
              value={String(field.value ?? '')}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
    </Cell>
  );
}

/** A contact block (client, party, other side): the same four fields under a path prefix. */
export function ContactFields({
  prefix,
  first,
  firstLabel,
  second,
  secondLabel,
  required = [],
}: {
  prefix: string;
  first: string;
  firstLabel: string;
  second: string;
  secondLabel: string;
  required?: readonly string[];
}) {
  const path = (key: string) => `${prefix}.${key}` as CasePath;
  const req = (key: string) => required.includes(`${prefix}.${key}`);
  return (
    <FieldRow>
      <TextInput name={path(first)} label={firstLabel} required={req(first)} maxLength={150} />
      <TextInput name={path(second)} label={secondLabel} required={req(second)} maxLength={150} />
      <PhoneField name={path('phone')} label="Phone" />
      <TextInput name={path('email')} label="E-mail" maxLength={254} />
    </FieldRow>
  );
}
