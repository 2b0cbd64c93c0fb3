-- Message templates (issue 13): one per event code, with every saved version kept. The current
-- texts are the highest version; a save or a restore adds a row, never changes one.
CREATE TABLE message_templates (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  channel text NOT NULL CHECK (channel IN ('email', 'station')),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE message_template_versions (
  id serial PRIMARY KEY,
  template_id integer NOT NULL REFERENCES message_templates(id),
  version integer NOT NULL,
  subject1 text NOT NULL,
  body1 text NOT NULL,
  subject2 text NOT NULL,
  body2 text NOT NULL,
  -- Null for the texts the product ships with.
  changed_by integer REFERENCES users(id),
  changed_at timestamptz NOT NULL,
  restored_from integer,
  UNIQUE (template_id, version)
);
