import type { OFFICE_CONTROLLED_FIELDS } from '@bq/contract/meta';
import { Card, Stack, StatusTag } from '@bq/ui';
import {
  DateField,
  FieldLimits,
  FieldRow,
  PhoneField,
  SelectField,
  TextAreaInput,
  TextInput,
} from '../../../shared/forms/fields';
import { emailRule } from '../../../shared/forms/rules';
import { LICENSE_TYPE_OPTIONS, PERSONAL_LIMITS } from './personalMapping';

type OfficeField = (typeof OFFICE_CONTROLLED_FIELDS)[number];

export const WAITING = 'Waiting for approval';

/** A section's mark when any of its fields is waiting for the office. */
function waiting(staged: ReadonlySet<OfficeField>, fields: readonly OfficeField[]) {
  return fields.some((f) => staged.has(f)) ? <StatusTag tone="warning">{WAITING}</StatusTag> : null;
}

/** The help under an office-controlled field: why a change does not show at once. */
const officeHelp = (staged: ReadonlySet<OfficeField>, field: OfficeField) =>
  staged.has(field) ? `${WAITING} by the office` : undefined;

/**
 * The agent's personal info. Licence, boards and W-9 are the office's to accept: a change to
 * them is sent for approval and marked as waiting until then.
 */
export function PersonalForm({ staged }: { staged: ReadonlySet<OfficeField> }) {
  return (
    <FieldLimits table={PERSONAL_LIMITS}>
      <Stack space="lg">
        <Card title="Names">
          <FieldRow>
            <TextInput name="legalName" label="Legal name" required />
            <TextInput name="englishName" label="English name" />
            <TextInput name="chineseName" label="Chinese name" />
          </FieldRow>
        </Card>
        <Card title="Contacts">
          <Stack space="md">
            <FieldRow>
              {/* The §5 e-mail rule runs in the browser too: a typo is named before anything is sent. */}
              <TextInput name="personalEmail" label="Personal e-mail" rule={emailRule} />
              <PhoneField name="phone" label="Phone" />
            </FieldRow>
            <FieldRow>
              <TextInput name="address" label="Address" />
            </FieldRow>
          </Stack>
        </Card>
        <Card
          title="Licence"
          extra={waiting(staged, [
            'licenseNo',
            'licenseType',
            'licenseIssuedOn',
            'licenseExpiresOn',
          ])}
        >
          <Stack space="md">
            <FieldRow>
              <TextInput
                name="licenseNo"
                label="Licence number"
                help={officeHelp(staged, 'licenseNo')}
              />
              <SelectField
                name="licenseType"
                label="Licence type"
                options={LICENSE_TYPE_OPTIONS}
                help={officeHelp(staged, 'licenseType')}
              />
            </FieldRow>
            <FieldRow>
              <DateField
                name="licenseIssuedOn"
                label="Issue date"
                help={officeHelp(staged, 'licenseIssuedOn')}
              />
              <DateField
                name="licenseExpiresOn"
                label="Expiry date"
                help={officeHelp(staged, 'licenseExpiresOn')}
              />
            </FieldRow>
          </Stack>
        </Card>
        <Card title="Boards joined" extra={waiting(staged, ['boards'])}>
          <TextAreaInput
            name="boards"
            label="Boards, one per line"
            rows={3}
            help={officeHelp(staged, 'boards')}
          />
        </Card>
        <Card title="Emergency contact">
          <FieldRow>
            <TextInput name="emergencyName" label="Name" />
            <PhoneField name="emergencyPhone" label="Phone" />
            <TextInput name="emergencyRelation" label="Relation" />
          </FieldRow>
        </Card>
        <Card title="W-9 details" extra={waiting(staged, ['w9'])}>
          <Stack space="md">
            <FieldRow>
              <TextInput
                name="w9.taxClassification"
                label="Tax classification"
                help={officeHelp(staged, 'w9')}
              />
              <TextInput name="w9.businessName" label="Business name" />
              <TextInput
                name="w9.tinLast4"
                label="TIN, last 4 digits"
                help="Only the last four digits are kept"
              />
            </FieldRow>
            <FieldRow>
              <TextInput name="w9.address" label="W-9 address" />
            </FieldRow>
          </Stack>
        </Card>
      </Stack>
    </FieldLimits>
  );
}
