-- Groups and group e-mail (issue 28 item 1). A group is its list of people: adding "by role" or
-- "by branch" adds whoever holds the role or works in the branch that day, and says so on the row
-- (docs/decisions/groups.md, "Groups and group e-mail").

CREATE TABLE groups (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  owner_id integer NOT NULL REFERENCES users(id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- A removed group keeps its row for the mails sent to it; it is gone from every list.
  removed_at timestamptz
);
CREATE UNIQUE INDEX groups_name_idx ON groups (lower(name)) WHERE removed_at IS NULL;

CREATE TABLE group_members (
  group_id integer NOT NULL REFERENCES groups(id),
  user_id integer NOT NULL REFERENCES users(id),
  added_by text NOT NULL CHECK (added_by IN ('person', 'role', 'branch')),
  -- The role's or branch's name when added with one; empty when added by name.
  added_with text NOT NULL DEFAULT '',
  added_by_user integer REFERENCES users(id),
  added_at timestamptz NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_members_user_idx ON group_members (user_id);

CREATE TABLE group_mails (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups(id),
  -- The name the group had when the mail went (a later rename does not rewrite history).
  group_name text NOT NULL,
  source text NOT NULL CHECK (source IN ('template', 'text')),
  -- What was written (the template's texts for the template source); each member's copy has
  -- their own name filled in.
  subject text NOT NULL,
  body text NOT NULL,
  sent_by integer NOT NULL REFERENCES users(id),
  sent_at timestamptz NOT NULL
);
CREATE INDEX group_mails_group_idx ON group_mails (group_id, sent_at DESC);

-- One row per member a mail was for: the outbox mail or the portal letter it became, or why it
-- was skipped. Written once with the mail, never changed: the delivery state is the outbox's.
CREATE TABLE group_mail_recipients (
  group_mail_id integer NOT NULL REFERENCES group_mails(id),
  user_id integer NOT NULL REFERENCES users(id),
  email text NOT NULL,
  outbox_id integer REFERENCES outbox(id),
  message_id integer REFERENCES messages(id),
  skipped boolean NOT NULL DEFAULT false,
  PRIMARY KEY (group_mail_id, user_id),
  CHECK (skipped = (outbox_id IS NULL AND message_id IS NULL))
);

CREATE FUNCTION group_mail_recipients_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'group mail recipients are written once: % refused', TG_OP;
END $$;
CREATE TRIGGER group_mail_recipients_frozen BEFORE UPDATE OR DELETE ON group_mail_recipients
  FOR EACH ROW EXECUTE FUNCTION group_mail_recipients_frozen();

-- A person may turn off a message the office does not require (group mail is the first).
ALTER TABLE message_preferences DROP CONSTRAINT message_preferences_delivery_check;
ALTER TABLE message_preferences
  ADD CONSTRAINT message_preferences_delivery_check
  CHECK (delivery IN ('station', 'email', 'both', 'none'));
