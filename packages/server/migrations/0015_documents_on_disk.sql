-- Uploads stream to files on disk (FileStorage); the row keeps the metadata and the file's key.
-- Older rows and the demo documents keep their bytes in `content`.
ALTER TABLE case_documents ALTER COLUMN content DROP NOT NULL;
ALTER TABLE case_documents ADD COLUMN storage_key text;
ALTER TABLE case_documents
  ADD CONSTRAINT case_documents_bytes_somewhere CHECK (content IS NOT NULL OR storage_key IS NOT NULL);
