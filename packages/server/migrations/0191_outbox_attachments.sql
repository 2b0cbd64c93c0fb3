-- Files a mail carries (a CDA's PDF to title/escrow): written with their mail in the caller's
-- transaction, so a mail and its attachments are queued together or not at all, and read by the
-- outbox worker at each attempt, so a retried mail carries them again. Never changed or removed:
-- what was sent stays what the outbox says was sent.
CREATE TABLE outbox_attachments (
  id serial PRIMARY KEY,
  outbox_id integer NOT NULL REFERENCES outbox(id),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL CHECK (length(content_type) BETWEEN 1 AND 100),
  content bytea NOT NULL CHECK (length(content) > 0)
);
CREATE INDEX outbox_attachments_mail ON outbox_attachments (outbox_id, id);

CREATE FUNCTION outbox_attachments_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'outbox_attachments is append-only: a queued file is sent as it was queued';
END;
$$;
CREATE TRIGGER outbox_attachments_no_change BEFORE UPDATE OR DELETE ON outbox_attachments
  FOR EACH ROW EXECUTE FUNCTION outbox_attachments_kept();
