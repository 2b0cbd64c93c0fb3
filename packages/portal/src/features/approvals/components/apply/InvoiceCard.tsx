import { INVOICE_FILE_LIMITS } from '@bq/contract/meta';
import { Button, Card, FileUpload, Inline, Stack, StatusTag, Text } from '@bq/ui';
import { useState } from 'react';
import { downloadInvoice, type InvoiceFile, uploadInvoice } from '../../api/invoice';

/** The server's accepted types as an `accept` list: mime types and file-name endings. */
const ACCEPT = Object.entries(INVOICE_FILE_LIMITS.types)
  .flatMap(([mime, endings]) => [mime, ...endings])
  .join(',');

/**
 * The server calls the card makes. A unit test passes stand-ins as `calls`: the test files of a
 * worker share one module graph, so the api module cannot be mocked for one file.
 */
const INVOICE_CALLS = { upload: uploadInvoice, download: downloadInvoice };

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The vendor payment's invoice file. An upload needs a saved draft, so the first one saves the
 * form (`ensureSaved`); while a draft, a new upload replaces the file.
 */
export function InvoiceCard({
  applicationId,
  stored,
  editable,
  ensureSaved,
  onUploaded,
  calls = INVOICE_CALLS,
}: {
  applicationId: number | undefined;
  stored: InvoiceFile | null;
  editable: boolean;
  /** Saves the draft when needed; resolves with its id. Rejects when the form is not valid. */
  ensureSaved: () => Promise<number>;
  onUploaded: () => Promise<void>;
  calls?: typeof INVOICE_CALLS;
}) {
  const [uploaded, setUploaded] = useState<InvoiceFile | null>(null);
  const invoice = uploaded ?? stored;
  return (
    <Card title="Invoice file">
      <Stack space="sm" role="group" aria-label="Invoice file">
        <Inline space="md">
          {invoice ? (
            <>
              <Text size="sm">{invoice.fileName}</Text>
              <Text size="sm" tone="muted">
                {formatSize(invoice.size)}
              </Text>
              {applicationId !== undefined && (
                <Button size="sm" variant="ghost" onClick={() => calls.download(applicationId)}>
                  Download {invoice.fileName}
                </Button>
              )}
            </>
          ) : (
            <StatusTag tone="warning">Required</StatusTag>
          )}
        </Inline>
        {editable && (
          <FileUpload
            // A fresh list after each saved upload: the saved file is named above.
            key={invoice?.fileName ?? ''}
            accept={ACCEPT}
            maxSize={INVOICE_FILE_LIMITS.maxBytes}
            hint="PDF, PNG or JPEG, up to 10 MB"
            buttonText={invoice ? 'Replace invoice file' : 'Upload invoice file'}
            onUpload={async (file, onProgress) => {
              const id = await ensureSaved();
              // 99 until the server has answered: the bytes are sent, the save is not done.
              const saved = await calls.upload(id, file, (p) => onProgress(Math.min(p, 99)));
              onProgress(100);
              setUploaded(saved);
              await onUploaded();
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
