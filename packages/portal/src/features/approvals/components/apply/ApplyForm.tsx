import { Card, Stack } from '@bq/ui';
import {
  FieldLimits,
  FieldRow,
  PhoneField,
  SelectField,
  TextAreaInput,
  TextInput,
} from '../../../../shared/forms/fields';
import { MoneyField } from '../../../../shared/forms/MoneyField';
import { PersonField } from '../../../../shared/forms/PersonField';
import { AgreementField } from './AgreementField';
import type { ApplyKind, FieldSpec } from './applyKinds';

function Field({ field }: { field: FieldSpec }) {
  const { name, label, required, help } = field;
  const props = { name, label, required, help };
  switch (field.input) {
    case 'textarea':
      return <TextAreaInput {...props} />;
    case 'money':
      return <MoneyField {...props} />;
    case 'phone':
      return <PhoneField {...props} />;
    case 'select':
      return <SelectField {...props} options={field.options ?? []} />;
    case 'coach':
      return <PersonField {...props} purpose="coach" personKey="agentId" />;
    case 'agreement':
      return <AgreementField name={name} coachField="coachAgentId" />;
    default:
      return <TextInput {...props} />;
  }
}

/** One kind's form, from its data (`applyKinds.ts`); inside the page's FormProvider. */
export function ApplyForm({ kind }: { kind: ApplyKind }) {
  return (
    <FieldLimits table={kind.limits}>
      <Stack space="lg">
        {kind.sections.map((section) => {
          const inline = section.fields.filter((field) => field.input !== 'textarea');
          const wide = section.fields.filter((field) => field.input === 'textarea');
          return (
            <Card key={section.title} title={section.title}>
              <Stack space="md">
                {inline.length > 0 && (
                  <FieldRow>
                    {inline.map((field) => (
                      <Field key={field.name} field={field} />
                    ))}
                  </FieldRow>
                )}
                {wide.map((field) => (
                  <Field key={field.name} field={field} />
                ))}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </FieldLimits>
  );
}
