import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Dialog, FormField, TextField, toast } from '@bq/ui';
import { useState } from 'react';
import { refusalText } from '../../../shared/forms/serverErrors';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';

export type SettingRow = Res<typeof calls.serverConfig.getSettings>[number];

/** Changes one setting; the server checks the value for its key and says what fits. */
export function SettingDialog({ row, onClose }: { row: SettingRow; onClose: () => void }) {
  const [value, setValue] = useState(row.value);
  const [error, setError] = useState<string | null>(null);
  // Quiet: a refusal is said once, under the field, by the setting's own label.
  const set = useCallMutation(calls.serverConfig.set, { options: { quiet: true } });
  const save = async () => {
    setError(null);
    try {
      const saved = await set.mutateAsync({ key: row.key, value });
      toast.success(`${saved.label} is now ${saved.value}, on every server`);
      onClose();
    } catch (e) {
      setError(refusalText(e, { value: row.label }));
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Change ${row.label}`}
      description={`Applies at once, without a restart. Default (${row.env}): ${row.defaultValue}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" loading={set.isPending} onClick={save}>
            Save
          </Button>
        </>
      }
    >
      <FormField label={row.label} help={row.hint} error={error} required>
        <TextField
          value={value}
          maxLength={FIELD_LIMITS.systemConfig.settingValue.max}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && save()}
        />
      </FormField>
    </Dialog>
  );
}
