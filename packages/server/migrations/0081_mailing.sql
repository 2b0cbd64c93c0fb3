-- The mailing list (issue 25 item 6, docs/commerce.md rule 8): lists of addresses, campaigns sent
-- through the outbox, and one global opt-out an address can never be mailed past. Addresses are
-- stored lower-cased (a CHECK), so "A@x" and "a@x" are one subscriber and one opt-out.

CREATE TABLE mail_lists (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id),
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX mail_lists_name ON mail_lists (lower(name));

CREATE TABLE mail_subscribers (
  id serial PRIMARY KEY,
  list_id integer NOT NULL REFERENCES mail_lists(id),
  email text NOT NULL CHECK (email = lower(email)),
  name text NOT NULL DEFAULT '',
  added_by integer REFERENCES users(id),
  added_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX mail_subscribers_address ON mail_subscribers (list_id, email);

-- An address that unsubscribed: every later campaign skips it, and the outbox worker checks again
-- just before sending. Append-only in effect: nothing in the portal removes an opt-out.
CREATE TABLE mail_optouts (
  email text PRIMARY KEY CHECK (email = lower(email)),
  at timestamptz NOT NULL,
  how text NOT NULL CHECK (how IN ('one-click', 'page')),
  campaign_id integer
);

CREATE TABLE mail_campaigns (
  id serial PRIMARY KEY,
  list_id integer NOT NULL REFERENCES mail_lists(id),
  subject text NOT NULL,
  body text NOT NULL,
  sent_by integer REFERENCES users(id),
  sent_at timestamptz NOT NULL,
  queued integer NOT NULL CHECK (queued >= 0),
  skipped integer NOT NULL CHECK (skipped >= 0)
);

-- Marketing mail carries its own headers (List-Unsubscribe, RFC 8058) and its campaign, so the
-- worker can leave out an address that unsubscribed after the campaign was queued.
ALTER TABLE outbox ADD COLUMN headers jsonb;
ALTER TABLE outbox ADD COLUMN campaign_id integer REFERENCES mail_campaigns(id);
