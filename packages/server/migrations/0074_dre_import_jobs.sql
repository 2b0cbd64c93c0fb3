-- DRE imports run as background jobs (issue 23 §4): the upload is stored on disk, the call answers
-- the job's id at once, and the job reads the file in batches, each its own transaction, writing
-- its progress here for bq/dre/importProgress. A job a restart interrupted is marked failed.
CREATE TABLE dre_import_jobs (
  id serial PRIMARY KEY,
  requested_by integer NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  file_name text NOT NULL,
  size bigint NOT NULL DEFAULT 0,
  bytes_read bigint NOT NULL DEFAULT 0,
  -- The stored upload, removed once the job ends (done or failed).
  storage_key text,
  rows_read integer NOT NULL DEFAULT 0,
  stored integer NOT NULL DEFAULT 0,
  matched integer NOT NULL DEFAULT 0,
  unmatched integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  skipped_count integer NOT NULL DEFAULT 0,
  skipped jsonb NOT NULL DEFAULT '[]',
  error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
