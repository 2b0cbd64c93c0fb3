import { CASE_DOC_LIMITS } from '@bq/contract/meta';
import {
  Button,
  Card,
  EmptyState,
  FileUpload,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls } from '../../../shared/http/calls';
import { api, apiUpload } from '../../../shared/http/client';
import { downloadDocument } from '../api/cases';
import { DisclosureList, ReviewButtons, ReviewTag, uploadHint } from './DocumentReview';
import type { CaseDetail } from './formMapping';

/** The server's accepted types as an `accept` list: mime types and file-name endings. */
export const DOCUMENT_ACCEPT = Object.entries(CASE_DOC_LIMITS.types)
  .flatMap(([mime, endings]) => [mime, ...endings])
  .join(',');

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Each document type of the rule version the case was created under (/system/filemgt): what is
 * attached with its review, an upload while editable, a reviewer's Accept / Reject, and the
 * disclosures still missing or rejected.
 */
export function DocumentsCard({
  detail,
  onChanged,
}: {
  detail: CaseDetail | null;
  onChanged: () => Promise<unknown>;
}) {
  const checklist = useQuery({
    ...callQuery(calls.caseDocs.forCase, { id: detail?.id ?? 0 }),
    enabled: detail !== null,
    staleTime: 0,
  });
  if (!detail) {
    return (
      <Card title="Documents">
        <EmptyState
          title="Save the draft first"
          description="Documents can be attached once the case is saved."
        />
      </Card>
    );
  }
  if (!checklist.data) {
    return (
      <Card title="Documents">
        {checklist.isError ? (
          <EmptyState
            title="The documents could not be loaded"
            action={<Button onClick={() => checklist.refetch()}>Retry</Button>}
          />
        ) : (
          <Skeleton lines={4} />
        )}
      </Card>
    );
  }
  const { types, reviews, disclosures, maxBytes, canReview } = checklist.data;
  const changed = async () => {
    await Promise.all([onChanged(), checklist.refetch()]);
  };
  return (
    <Card title="Documents">
      <Stack space="lg">
        <DisclosureList disclosures={disclosures} />
        {types.map((docType) => {
          const docs = detail.documents.filter((doc) => doc.docType === docType.key);
          return (
            <Stack key={docType.key} space="sm" role="group" aria-label={docType.label}>
              <Inline space="sm">
                <Text weight="medium">{docType.label}</Text>
                {docType.required && (
                  <StatusTag tone={docs.length > 0 ? 'success' : 'warning'}>Required</StatusTag>
                )}
              </Inline>
              {docs.map((doc) => (
                <Inline key={doc.id} space="md">
                  <Text size="sm">{doc.fileName}</Text>
                  <Text size="sm" tone="muted">
                    {formatSize(doc.size)} · {doc.uploadedBy} · {formatDateTime(doc.uploadedAt)}
                  </Text>
                  <ReviewTag review={reviews.find((r) => r.documentId === doc.id)} />
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => downloadDocument(detail.id, doc.id)}
                  >
                    Download {doc.fileName}
                  </Button>
                  {detail.canEdit && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={async () => {
                        await api('tranCase', 'removeDocument', {
                          id: detail.id,
                          documentId: doc.id,
                        });
                        await changed();
                      }}
                    >
                      Remove {doc.fileName}
                    </Button>
                  )}
                  {canReview && (
                    <ReviewButtons caseId={detail.id} documentId={doc.id} fileName={doc.fileName} />
                  )}
                </Inline>
              ))}
              {detail.canEdit && (
                <FileUpload
                  // A fresh list after each saved upload: the saved files are listed above.
                  key={docs.length}
                  accept={DOCUMENT_ACCEPT}
                  maxSize={maxBytes}
                  hint={uploadHint(maxBytes)}
                  buttonText={`Upload ${docType.label}`}
                  onUpload={async (file, onProgress) => {
                    // Multipart, streamed by the server: no base64 copy of the file in memory.
                    await apiUpload(
                      'tranCase',
                      'uploadDocument',
                      { id: detail.id, docType: docType.key, fileName: file.name, mime: file.type },
                      file,
                      // 99 until the server has answered: the bytes are sent, the save is not done.
                      (percent) => onProgress(Math.min(percent, 99)),
                    );
                    onProgress(100);
                    await changed();
                  }}
                />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
