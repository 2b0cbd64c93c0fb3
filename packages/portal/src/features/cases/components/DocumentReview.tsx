import { DISCLOSURE_PARTIES, FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Dialog, FormField, Inline, Stack, StatusTag, Text, Textarea, toast } from '@bq/ui';
import { useState } from 'react';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';

export type Checklist = Res<typeof calls.caseDocs.forCase>;
type Review = Checklist['reviews'][number];

/** What the agent reads beside an uploaded document: the reviewer's decision and why. */
export function ReviewTag({ review }: { review: Review | undefined }) {
  if (!review) return <StatusTag tone="info">Awaiting review</StatusTag>;
  if (review.decision === 'accepted') return <StatusTag tone="success">Accepted</StatusTag>;
  return (
    <Inline space="sm">
      <StatusTag tone="danger">Rejected</StatusTag>
      <Text size="sm">
        {review.reason} ({review.by})
      </Text>
    </Inline>
  );
}

/** A reviewer's Accept / Reject of one document; a rejection asks for the reason the agent reads. */
export function ReviewButtons({
  caseId,
  documentId,
  fileName,
}: {
  caseId: number;
  documentId: number;
  fileName: string;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useCallMutation(calls.caseDocs.review);
  const decide = async (decision: 'accepted' | 'rejected') => {
    setError(null);
    try {
      await review.mutateAsync({ id: caseId, documentId, decision, reason });
      toast.success(decision === 'accepted' ? `${fileName} accepted` : `${fileName} rejected`);
      setRejecting(false);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => decide('accepted')}>
        Accept {fileName}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setRejecting(true)}>
        Reject {fileName}
      </Button>
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={`Reject ${fileName}`}
        description="The case's agent reads the reason beside the document and in the disclosures."
        footer={
          <Button variant="danger" loading={review.isPending} onClick={() => decide('rejected')}>
            Reject
          </Button>
        }
      >
        <FormField label="Reason" required error={error}>
          <Textarea
            value={reason}
            rows={3}
            maxLength={FIELD_LIMITS.systemConfig.reviewReason.max}
            onChange={(e) => setReason(e.target.value)}
          />
        </FormField>
      </Dialog>
    </>
  );
}

const STATE: Record<
  Checklist['disclosures'][number]['state'],
  { tone: 'warning' | 'danger' | 'info' | 'success'; text: string }
> = {
  missing: { tone: 'warning', text: 'Missing' },
  rejected: { tone: 'danger', text: 'Rejected' },
  uploaded: { tone: 'info', text: 'Awaiting review' },
  accepted: { tone: 'success', text: 'Accepted' },
};

/** The case's disclosure checklist (/system/listingaudit): what is missing or rejected, and why. */
export function DisclosureList({ disclosures }: { disclosures: Checklist['disclosures'] }) {
  if (disclosures.length === 0) return null;
  return (
    <Stack space="sm" role="list" aria-label="Disclosures">
      <Text weight="medium">Disclosures</Text>
      {disclosures.map((d) => (
        <Inline key={`${d.party}-${d.docKey}`} space="sm" role="listitem">
          <StatusTag tone={STATE[d.state].tone}>{STATE[d.state].text}</StatusTag>
          <Text size="sm">
            {DISCLOSURE_PARTIES[d.party]}: {d.label}
          </Text>
          {d.state === 'rejected' && (
            <Text size="sm" tone="muted">
              — {d.reason}
            </Text>
          )}
        </Inline>
      ))}
    </Stack>
  );
}

/** The accepted types as a sentence, with the limit in force (a runtime setting). */
export function uploadHint(maxBytes: number): string {
  return `PDF, PNG, JPEG, DOC or DOCX, up to ${Math.floor(maxBytes / 1024 / 1024)} MB`;
}
