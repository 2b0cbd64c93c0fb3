import { CASE_DOC_LIMITS } from '@bq/contract/meta';
import { Button, Card, EmptyState, FileUpload, Inline, Stack, StatusTag, Text } from '@bq/ui';
import { formatDateTime } from '../../../shared/format';
import { api, apiUpload } from '../../../shared/http/client';
import { downloadDocument } from '../api/cases';
import { type CaseKind, documentTypes } from './caseKinds';
import type { CaseDetail } from './formMapping';

/** The server's accepted types as an `accept` list: mime types and file-name endings. */
export const DOCUMENT_ACCEPT = Object.entries(CASE_DOC_LIMITS.types)
  .flatMap(([mime, endings]) => [mime, ...endings])
  .join(',');
const HINT = 'PDF, PNG, JPEG, DOC or DOCX, up to 10 MB';

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Each document type of the case's kind: what is attached, and an upload while editable. */
export function DocumentsCard({
  kind,
  detail,
  onChanged,
}: {
  kind: CaseKind;
  detail: CaseDetail | null;
  onChanged: () => Promise<unknown>;
}) {
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
  return (
    <Card title="Documents">
      <Stack space="lg">
        {documentTypes(kind).map((docType) => {
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
                        await onChanged();
                      }}
                    >
                      Remove {doc.fileName}
                    </Button>
                  )}
                </Inline>
              ))}
              {detail.canEdit && (
                <FileUpload
                  // A fresh list after each saved upload: the saved files are listed above.
                  key={docs.length}
                  accept={DOCUMENT_ACCEPT}
                  maxSize={CASE_DOC_LIMITS.maxBytes}
                  hint={HINT}
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
                    await onChanged();
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
