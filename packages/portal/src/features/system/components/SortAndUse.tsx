import { FormField, Switch } from '@bq/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldRow, TextInput } from '../../../shared/forms/fields';

/**
 * The fields list entries of /system share: their place in the list (where the list has an
 * order) and whether they are in use (an entry is switched off, never deleted: records keep naming it).
 */
export function SortAndUse({
  offHelp,
  withOrder = true,
}: {
  offHelp: string;
  withOrder?: boolean;
}) {
  const { control } = useFormContext<{ sort: string; active: boolean }>();
  return (
    <FieldRow>
      {withOrder && <TextInput name="sort" label="Order" help="Smaller numbers come first" />}
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <FormField label="In use" help={offHelp}>
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              label={field.value ? 'In use' : 'Switched off'}
            />
          </FormField>
        )}
      />
    </FieldRow>
  );
}
