-- The invoice file of a vendor application (issue 11). One file per application: a new upload
-- replaces the row while the application is a draft. The bytes live in FileStorage by their key.
CREATE TABLE application_files (
  id serial PRIMARY KEY,
  application_id integer NOT NULL UNIQUE REFERENCES applications(id),
  file_name text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  storage_key text NOT NULL,
  uploaded_by integer NOT NULL REFERENCES users(id),
  uploaded_at timestamptz NOT NULL
);
