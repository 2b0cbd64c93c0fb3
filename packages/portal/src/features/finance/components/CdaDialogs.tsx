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

/** Approve the standing version (the server refuses self-approval above the amount, in words). */
export function ApproveCdaDialog({
  cda,
  version,
  onClose,
}: {
  cda: CaseCda;
  version: CdaVersion;
  onClose: () => void;
}) {
  const w = useCdaWords();
  const approve = useCallMutation(calls.cda.approve);
  return (
    <DecisionDialog<Record<string, never>, Ref>
      open
      onOpenChange={(open) => !open && onClose()}
      title={w('approveTitle', { caseNo: cda.caseNo, version: version.version })}
      description={w('approveHelp', {
        gross: money(version.gross),
        above: money(cda.secondPersonAbove),
      })}
      defaults={{}}
      limits={{}}
      submitText={w('approve')}
      toRequest={() => ({ request: { caseId: cda.caseId, version: version.version } })}
      send={(request, idempotencyKey) => approve.mutateAsync({ ...request, idempotencyKey })}
      done={w('approved')}
    >
      {null}
    </DecisionDialog>
  );
}

/** Mail the approved version's PDF to its title/escrow contact, once. */
export function SendCdaDialog({
  cda,
  version,
  onClose,
}: {
  cda: CaseCda;
  version: CdaVersion;
  onClose: () => void;
}) {
  const w = useCdaWords();
  const send = useCallMutation(calls.cda.send);
  return (
    <DecisionDialog<Record<string, never>, Ref>
      open
      onOpenChange={(open) => !open && onClose()}
      title={w('sendTitle', { version: version.version })}
      description={w('sendHelp', { email: version.email })}
      defaults={{}}
      limits={{}}
      submitText={w('send')}
      toRequest={() => ({ request: { caseId: cda.caseId, version: version.version } })}
      send={(request, idempotencyKey) => send.mutateAsync({ ...request, idempotencyKey })}
      done={w('sentDone')}
    >
      {null}
    </DecisionDialog>
  );
}
