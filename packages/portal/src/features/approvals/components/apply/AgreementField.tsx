import { formatDate } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { SelectField } from '../../../../shared/forms/fields';
import { callQuery, calls } from '../../../../shared/http/calls';
import { session } from '../../../../shared/session/store';

/**
 * The coach agreement a coach-cost application quotes, chosen from the applicant's own (never
 * free text: a typed name matches no agreement). Choosing it names its coach in the form's Coach field. A reference a
 * stored draft holds stays offered, so opening an old draft loses nothing.
 */
export function AgreementField({ name, coachField }: { name: string; coachField: string }) {
  const agentId = Number(useSnapshot(session).userInfo?.agentInfo?.agentId ?? 0);
  const agreement = useQuery({
    ...callQuery(calls.coachAgreement.getPersonalCoach, { agentId }),
    enabled: agentId > 0,
  });
  const { watch, setValue } = useFormContext();
  const held = String(watch(name) ?? '');
  const current = agreement.data;
  const options = current
    ? [
        {
          value: current.ref,
          label: `${current.ref} · ${current.coachName}, since ${formatDate(current.startDate)}`,
        },
      ]
    : [];
  if (held && !options.some((option) => option.value === held)) {
    options.push({ value: held, label: held });
  }
  const none = !agreement.isPending && options.length === 0;
  return (
    <SelectField
      name={name}
      label="Coach agreement"
      required
      options={options}
      help={
        none
          ? 'You have no active coach agreement: the office adds it on your personal page'
          : 'Choosing it names its coach'
      }
      onChosen={(ref) => {
        if (current && ref === current.ref) {
          setValue(coachField, String(current.coachAgentId), { shouldDirty: true });
        }
      }}
    />
  );
}
