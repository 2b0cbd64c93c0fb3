-- Issue 24: a completion recorded by mistake can be revoked. The registration goes back to
-- enrolled and its certificate stops being valid (so do the CE hours, which count completions);
-- each revocation is kept here, with the code it withdrew, who did it and why. Rows are only
-- ever added by the code: the public certificate check reads them to say a code was withdrawn.
CREATE TABLE completion_revocations (
  id serial PRIMARY KEY,
  registration_id integer NOT NULL,
  certificate_code text NOT NULL,
  reason text NOT NULL,
  revoked_by integer NOT NULL,
  revoked_at timestamptz NOT NULL
);
CREATE INDEX completion_revocations_registration ON completion_revocations (registration_id);
CREATE UNIQUE INDEX completion_revocations_code ON completion_revocations (certificate_code);
