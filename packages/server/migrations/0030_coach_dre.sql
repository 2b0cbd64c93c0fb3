-- Coach agreements and DRE licence records (issue 12).

-- A coach (an agent with mentor_certificate 1) coaches a mentee agent. At most one active
-- agreement per mentee: the partial unique index holds it even when two adds race.
CREATE TABLE coach_agreements (
  id serial PRIMARY KEY,
  coach_agent_id integer NOT NULL REFERENCES agents(id),
  mentee_agent_id integer NOT NULL REFERENCES agents(id),
  start_date date NOT NULL,
  end_date date,
  terms text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ended', 'cancelled')),
  created_by integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (coach_agent_id <> mentee_agent_id),
  CHECK (end_date IS NULL OR end_date >= start_date)
);
CREATE UNIQUE INDEX coach_agreements_one_active ON coach_agreements (mentee_agent_id)
  WHERE status = 'active';
CREATE INDEX coach_agreements_coach ON coach_agreements (coach_agent_id);

-- Records of the state licence board (DRE), imported from its public CSV list. A record is
-- matched to at most one agent; unmatched ones wait on dreun-list.
CREATE TABLE dre_records (
  id serial PRIMARY KEY,
  license_id text NOT NULL UNIQUE,
  name text NOT NULL,
  license_type text NOT NULL DEFAULT '',
  license_status text NOT NULL DEFAULT '',
  expires_on date,
  agent_id integer REFERENCES agents(id),
  matched_by text CHECK (matched_by IN ('auto', 'manual')),
  matched_at timestamptz,
  imported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dre_records_unmatched ON dre_records (id) WHERE agent_id IS NULL;

-- Optimistic version of an organisation node: bq/org/edit with a stale version answers 409.
ALTER TABLE orgs ADD COLUMN version integer NOT NULL DEFAULT 1;
