import { CASE_TEXT_LIMITS, FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, Inline, type SelectOption, Stack, Text } from '@bq/ui';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  DateField,
  FieldLimits,
  FieldRow,
  NumberInput,
  TextAreaInput,
  TextInput,
} from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import { zipRule } from '../../../shared/forms/rules';
import { TeamSplitField } from '../../../shared/forms/TeamSplitField';
import { ContactFields } from './CaseFields';
import { type CaseKind, labelOf, requiredPaths } from './caseKinds';
import { type CaseFormValues, emptyContact, teamSplitProblem } from './formMapping';

const MAX_CLIENTS = FIELD_LIMITS.case.clients.maxItems;

function ClientsCard({ kind, required }: { kind: CaseKind; required: ReadonlySet<string> }) {
  const { control, formState } = useFormContext<CaseFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'clients' });
  return (
    <Card
      title="Clients and contacts"
      extra={
        <Button
          size="sm"
          variant="secondary"
          disabled={formState.disabled || fields.length >= MAX_CLIENTS}
          onClick={() => append(emptyContact(kind.clientRole))}
        >
          Add client
        </Button>
      }
    >
      <Stack space="lg">
        {fields.map((field, index) => (
          <Stack key={field.id} space="sm" aria-label={`Client ${index + 1}`} role="group">
            <Inline align="between">
              <Text weight="medium">Client {index + 1}</Text>
              {fields.length > 1 && !formState.disabled && (
                <Button size="sm" variant="ghost" onClick={() => remove(index)}>
                  Remove client {index + 1}
                </Button>
              )}
            </Inline>
            <ContactFields
              prefix={`clients.${index}`}
              first="name"
              firstLabel="Name"
              second="role"
              secondLabel="Role"
              required={[...required]}
            />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

function TeamSplitCard({ people }: { people: readonly SelectOption[] }) {
  const { control } = useFormContext<CaseFormValues>();
  const rows = useWatch({ control, name: 'teamSplit' });
  const problem = teamSplitProblem(rows ?? []);
  return (
    <Card title="Team split">
      <Stack space="sm">
        <TeamSplitField name="teamSplit" people={people} />
        {problem && (
          <Text tone="danger" size="sm" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The case form of every type: which sections and fields show comes from the kind's data
 * (`caseKinds.ts`); the required marks are the fields `submit` checks for that type.
 */
export function CaseForm({ kind, people }: { kind: CaseKind; people: readonly SelectOption[] }) {
  const required = requiredPaths(kind);
  const req = (path: string) => required.has(path);
  return (
    <FieldLimits table={CASE_TEXT_LIMITS}>
      <Stack space="lg">
        <Card title="Property">
          <Stack space="md">
            <FieldRow>
              <TextInput name="address.street" label="Street" required={req('address.street')} />
              <TextInput name="address.unit" label="Unit" />
            </FieldRow>
            <FieldRow>
              <TextInput name="address.city" label="City" required={req('address.city')} />
              <TextInput name="address.state" label="State" required={req('address.state')} />
              <TextInput
                name="address.zip"
                label="ZIP"
                required={req('address.zip')}
                rule={zipRule}
              />
              <TextInput name="apn" label="APN" />
            </FieldRow>
          </Stack>
        </Card>
        <ClientsCard kind={kind} required={required} />
        <Card title="Prices and key dates">
          <Stack space="md">
            <FieldRow>
              {kind.prices.map((field) => (
                <MoneyField
                  key={field}
                  name={field}
                  label={labelOf(kind, field)}
                  required={req(field)}
                />
              ))}
            </FieldRow>
            <FieldRow>
              {kind.dates.map((field) => (
                <DateField
                  key={field}
                  name={field}
                  label={labelOf(kind, field)}
                  required={req(field)}
                />
              ))}
            </FieldRow>
          </Stack>
        </Card>
        {kind.parties.length > 0 && (
          <Card title="Escrow, title and lender">
            <Stack space="lg">
              {kind.parties.map((party) => (
                <Stack key={party} space="sm" role="group" aria-label={labelOf(kind, party)}>
                  <Text weight="medium">{labelOf(kind, party)}</Text>
                  <ContactFields
                    prefix={party}
                    first="company"
                    firstLabel={`${labelOf(kind, party)} company`}
                    second="officer"
                    secondLabel="Officer"
                    required={[...required]}
                  />
                </Stack>
              ))}
            </Stack>
          </Card>
        )}
        <Card title={`Other side: ${kind.otherSideTitle.toLowerCase()}`}>
          <ContactFields
            prefix="otherSide"
            first="agentName"
            firstLabel="Agent name"
            second="brokerage"
            secondLabel="Brokerage"
            required={[...required]}
          />
        </Card>
        <Card title={kind.referralFee ? 'Referral fee' : 'Commission'}>
          <FieldRow>
            {kind.commission && (
              <>
                <NumberInput
                  name="commissionPercent"
                  kind="percent"
                  label="Gross commission %"
                  required={req('commissionPercent')}
                />
                <MoneyField
                  name="commissionAmount"
                  label="Gross commission amount"
                  required={req('commissionAmount')}
                />
              </>
            )}
            {kind.referralFee && (
              <NumberInput
                name="referralFeePercent"
                kind="percent"
                label="Referral fee %"
                required={req('referralFeePercent')}
              />
            )}
          </FieldRow>
        </Card>
        <TeamSplitCard people={people} />
        <Card title="Notes">
          <TextAreaInput name="notes" label="Notes" />
        </Card>
      </Stack>
    </FieldLimits>
  );
}
