-- Delivery you can trust (issue 13): each outbox mail has a state, its attempts are recorded, and
-- a worker claims one mail at a time with a lease, so a worker that dies mid-send leaves the mail
-- to be claimed again once the lease ends (never lost), and each mail carries a Message-ID made
-- from its id, so a mail resent after such a crash is the same message to every mail system.
ALTER TABLE outbox ADD COLUMN status text NOT NULL DEFAULT 'queued'
  CHECK (status IN ('queued', 'sending', 'sent', 'failed'));
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE outbox ADD COLUMN claimed_until timestamptz;
ALTER TABLE outbox ADD COLUMN message_id text;
UPDATE outbox SET status = 'sent' WHERE sent_at IS NOT NULL;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status IN ('queued', 'sending');

CREATE TABLE outbox_attempts (
  id serial PRIMARY KEY,
  outbox_id integer NOT NULL REFERENCES outbox(id),
  at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('sent', 'failed')),
  -- The receiving server's answer: its queue id on success, the error otherwise.
  response text NOT NULL DEFAULT ''
);
