-- People (issue 12): agents' personal info, the office's admin config and its history, changes
-- staged for acceptance, activities, licence reminders and background exports.

ALTER TABLE agents
  ADD COLUMN rel_status smallint NOT NULL DEFAULT 1 CHECK (rel_status IN (0, 1)),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE agents ADD CONSTRAINT agents_status_check CHECK (agent_status IN (1, 2, 3));
CREATE UNIQUE INDEX IF NOT EXISTS agents_user_idx ON agents (user_id);

-- One row per agent; an agent without one reads as empty (agents created before this migration).
CREATE TABLE agent_profiles (
  agent_id integer PRIMARY KEY REFERENCES agents(id),
  legal_name text NOT NULL DEFAULT '',
  english_name text NOT NULL DEFAULT '',
  chinese_name text NOT NULL DEFAULT '',
  personal_email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  license_type text NOT NULL DEFAULT '' CHECK (license_type IN ('', 'salesperson', 'broker')),
  license_issued_on date,
  license_expires_on date,
  boards jsonb NOT NULL DEFAULT '[]',
  emergency_name text NOT NULL DEFAULT '',
  emergency_phone text NOT NULL DEFAULT '',
  emergency_relation text NOT NULL DEFAULT '',
  w9 jsonb NOT NULL DEFAULT '{}',
  photo_key text,
  photo_mime text,
  photo_size integer
);
CREATE INDEX agent_profiles_expiry_idx ON agent_profiles (license_expires_on)
  WHERE license_expires_on IS NOT NULL;
-- Existing agents: boards are not known by name, only that there is one.
INSERT INTO agent_profiles (agent_id, boards)
SELECT a.id, CASE WHEN c.board_member THEN '["Board on file"]'::jsonb ELSE '[]'::jsonb END
FROM agents a LEFT JOIN agent_admin_configs c ON c.agent_id = a.id;

ALTER TABLE agent_admin_configs
  ADD COLUMN role_id integer REFERENCES roles(id),
  ADD COLUMN commission_plan text NOT NULL DEFAULT '',
  ADD COLUMN comment text NOT NULL DEFAULT '';

-- An agent's own changes to office-controlled fields; one pending row per agent (a second edit
-- merges into it). `changes`: { field: { before, after } }.
CREATE TABLE agent_admin_config_stash (
  id serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents(id),
  changes jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  submitted_by integer NOT NULL,
  submitted_at timestamptz NOT NULL,
  decided_by integer,
  decided_at timestamptz,
  reason text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX agent_admin_config_stash_pending_idx ON agent_admin_config_stash (agent_id)
  WHERE status = 'pending';

-- Append-only: every change the office made or accepted, one row per field.
CREATE TABLE agent_admin_history (
  id serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents(id),
  field text NOT NULL,
  before jsonb,
  after jsonb,
  source text NOT NULL CHECK (source IN ('office', 'stash')),
  stash_id integer REFERENCES agent_admin_config_stash(id),
  by_user integer NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX agent_admin_history_agent_idx ON agent_admin_history (agent_id, id DESC);

CREATE TABLE agent_activities (
  id serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents(id),
  kind text NOT NULL CHECK (kind IN ('training', 'event', 'award', 'meeting', 'other')),
  title text NOT NULL,
  happened_on date NOT NULL,
  note text NOT NULL DEFAULT '',
  created_by integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX agent_activities_agent_idx ON agent_activities (agent_id, happened_on DESC, id DESC);

-- A reminder threshold (90/60/30 days) reached for one expiry date: the row is what makes the
-- message go out once (inserted with the message in one statement).
CREATE TABLE license_reminders (
  agent_id integer NOT NULL REFERENCES agents(id),
  expires_on date NOT NULL,
  days smallint NOT NULL CHECK (days IN (90, 60, 30)),
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (agent_id, expires_on, days)
);

CREATE TABLE export_jobs (
  id serial PRIMARY KEY,
  requested_by integer NOT NULL,
  filters jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  total integer NOT NULL DEFAULT 0,
  done integer NOT NULL DEFAULT 0,
  size bigint NOT NULL DEFAULT 0,
  storage_key text,
  file_name text NOT NULL,
  error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
