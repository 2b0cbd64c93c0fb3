import type { CaseCda, CdaVersion } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { formatMoney, parseMoney } from '@bq/validators';
import { TextInput } from '../../../shared/forms/fields';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { type CdaRecipientValues, useCdaWords } from './cdaTexts';
import { DecisionDialog } from './DecisionDialog';

/**
 * The CDA card's three writes, each in finance's decision dialog: its idempotency key made when
 * it opens (a double click or a retry decides once), the server's refusal shown in its words.
 */

const money = (decimal: string) => formatMoney(parseMoney(decimal));

/** Generate (or generate again): who receives it, prefilled from the case or the last version. */
export function GenerateCdaDialog({ cda, onClose }: { cda: CaseCda; onClose: () => void }) {
  const w = useCdaWords();
  const generate = useCallMutation(calls.cda.generate);
  return (
    <DecisionDialog<CdaRecipientValues, CdaRecipientValues & { caseId: number }>
      open
      onOpenChange={(open) => !open && onClose()}
      title={w('generateTitle', { caseNo: cda.caseNo })}
      description={w('generateHelp')}
      defaults={cda.recipient}
      limits={{
        company: FIELD_LIMITS.case.company,
        contact: FIELD_LIMITS.case.officer,
        email: FIELD_LIMITS.common.email,
        fileNo: FIELD_LIMITS.payroll.fileNo,
      }}
      submitText={w('generate')}
      toRequest={(values) => {
        const v = {
          company: values.company.trim(),
          contact: values.contact.trim(),
          email: values.email.trim(),
          fileNo: values.fileNo.trim(),
        };
        const errors: Partial<Record<keyof CdaRecipientValues, string>> = {};
        if (!v.company) errors.company = w('needsCompany');
        if (!v.email) errors.email = w('needsEmail');
        if (!v.fileNo) errors.fileNo = w('needsFileNo');
        return Object.keys(errors).length > 0
          ? { errors }
          : { request: { ...v, caseId: cda.caseId } };
      }}
      send={(request, idempotencyKey) => generate.mutateAsync({ ...request, idempotencyKey })}
      done={w('generated')}
    >
      <TextInput name="company" label={w('company')} required />
      <TextInput name="contact" label={w('contact')} />
      <TextInput name="email" label={w('email')} required />
      <TextInput name="fileNo" label={w('fileNo')} required />
    </DecisionDialog>
  );
}

type Ref = { caseId: number; version: number };
type VersionProps = { cda: CaseCda; version: CdaVersion; onClose: () => void };

/** A decision on one version that asks nothing more than a confirmation: approve it, send it. */
function VersionDecision({
  cda,
  version,
  onClose,
  send,
  title,
  description,
  submitText,
  done,
}: VersionProps & {
  send: (request: Ref & { idempotencyKey: string }) => Promise<unknown>;
  title: string;
  description: string;
  submitText: string;
  done: string;
}) {
  return (
    <DecisionDialog<Record<string, never>, Ref>
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      defaults={{}}
      limits={{}}
      submitText={submitText}
      toRequest={() => ({ request: { caseId: cda.caseId, version: version.version } })}
      send={(request, idempotencyKey) => send({ ...request, idempotencyKey })}
      done={done}
    >
      {null}
    </DecisionDialog>
  );
}

/** Approve the standing version (the server refuses self-approval above the amount, in words). */
export function ApproveCdaDialog(props: VersionProps) {
  const w = useCdaWords();
  const approve = useCallMutation(calls.cda.approve);
  return (
    <VersionDecision
      {...props}
      send={approve.mutateAsync}
      title={w('approveTitle', { caseNo: props.cda.caseNo, version: props.version.version })}
      description={w('approveHelp', {
        gross: money(props.version.gross),
        above: money(props.cda.secondPersonAbove),
      })}
      submitText={w('approve')}
      done={w('approved')}
    />
  );
}

/** Mail the approved version's PDF to its title/escrow contact, once. */
export function SendCdaDialog(props: VersionProps) {
  const w = useCdaWords();
  const send = useCallMutation(calls.cda.send);
  return (
    <VersionDecision
      {...props}
      send={send.mutateAsync}
      title={w('sendTitle', { version: props.version.version })}
      description={w('sendHelp', { email: props.version.email })}
      submitText={w('send')}
      done={w('sentDone')}
    />
  );
}
