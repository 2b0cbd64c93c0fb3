import { Box, DateInput, FormField, Inline, NumericInput, PhoneInput, TextField } from '@bq/ui';
import type { ReactElement, ReactNode } from 'react';
import { Controller, type FieldPath, type RefCallBack, useFormContext } from 'react-hook-form';
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

/** What a value-controlled `@bq/ui` input needs from react-hook-form. */
type Bound = {
  name: string;
  disabled?: boolean;
  ref: RefCallBack;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
};

/** A labelled field whose control reports its value (NumericInput, DateInput, PhoneInput). */
function Controlled({
  name,
  label,
  required,
  help,
  children,
}: FieldProps & { children: (bound: Bound) => ReactElement }) {
  const { control } = useFormContext<CaseFormValues>();
  return (
    <Cell>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormField label={label} required={required} help={help}>
            {children({
              name: field.name,
              disabled: field.disabled,
              ref: field.ref,
              value: String(field.value ?? ''),
              onValueChange: field.onChange,
              onBlur: field.onBlur,
            })}
          </FormField>
        )}
      />
    </Cell>
  );
}

/**
 * Money is spec §5 type 2 with 2 places (no minus: prices are never negative); percentages are
 * type 6 (0–100) with 4 places, as the server stores commission and referral fee.
 */
export function NumberInput({ kind, ...props }: FieldProps & { kind: 'money' | 'percent' }) {
  return (
    <Controlled {...props}>
      {(bound) =>
        kind === 'money' ? (
          <NumericInput {...bound} numericType={2} places={2} prefix="$" />
        ) : (
          <NumericInput {...bound} numericType={6} places={4} suffix="%" />
        )
      }
    </Controlled>
  );
}

export function DateField(props: FieldProps) {
  return (
    <Controlled {...props}>
      {(bound) => <DateInput {...bound} calendarLabel={`Choose ${props.label.toLowerCase()}`} />}
    </Controlled>
  );
}

export function PhoneField(props: FieldProps) {
  return <Controlled {...props}>{(bound) => <PhoneInput {...bound} />}</Controlled>;
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
