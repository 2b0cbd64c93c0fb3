import type { FieldPath } from 'react-hook-form';
import { FieldRow, PhoneField, TextInput } from '../../../shared/forms/fields';
import { emailRule } from '../../../shared/forms/rules';
import type { CaseFormValues } from './formMapping';

export type CasePath = FieldPath<CaseFormValues>;

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
      <TextInput name={path(first)} label={firstLabel} required={req(first)} />
      <TextInput name={path(second)} label={secondLabel} required={req(second)} />
      <PhoneField name={path('phone')} label="Phone" />
      <TextInput name={path('email')} label="E-mail" rule={emailRule} />
    </FieldRow>
  );
}
