-- The office's own lists under /system (issue 27 items 4 and 5): the dictionary of choices the
-- forms offer, the boards (associations of realtors) and who belongs to them, who recruited whom,
-- and the external links shown to staff. Rows are switched off, never deleted: a code or a board
-- that old records name keeps its label (docs/decisions/system.md, "The office's lists").

CREATE TABLE dictionary_entries (
  id serial PRIMARY KEY,
  -- One list so far; a new kind is a migration widening this CHECK and the contract's enum.
  kind text NOT NULL CHECK (kind IN ('recruitSource')),
  -- What records store: stable, never renamed (the label is what changes).
  code text NOT NULL CHECK (code ~ '^[a-z][a-z0-9-]{0,39}$'),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 80),
  label_zh text NOT NULL DEFAULT '' CHECK (length(label_zh) <= 80),
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  updated_by integer REFERENCES users(id),
  updated_at timestamptz NOT NULL,
  UNIQUE (kind, code)
);

INSERT INTO dictionary_entries (kind, code, label, label_zh, sort, updated_at) VALUES
  ('recruitSource', 'agent-referral', 'Referred by an agent', '经纪人推荐', 10, now()),
  ('recruitSource', 'institute', 'Institute course', '学院课程', 20, now()),
  ('recruitSource', 'job-board', 'Job board', '招聘网站', 30, now()),
  ('recruitSource', 'event', 'Recruiting event', '招聘活动', 40, now());

CREATE TABLE associations (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  short_name text NOT NULL DEFAULT '' CHECK (length(short_name) <= 20),
  -- The MLS the board gives access to, as agents know it.
  mls text NOT NULL DEFAULT '' CHECK (length(mls) <= 80),
  website text NOT NULL DEFAULT '' CHECK (website = '' OR website ~ '^https://'),
  active boolean NOT NULL DEFAULT true,
  updated_by integer REFERENCES users(id),
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX associations_name_idx ON associations (lower(name));

INSERT INTO associations (name, short_name, mls, website, updated_at) VALUES
  ('San Francisco Association of Realtors', 'SFAR', 'SFAR MLS', 'https://www.sfrealtors.com', now()),
  ('Silicon Valley Association of Realtors', 'SILVAR', 'MLSListings', 'https://www.silvar.org', now()),
  ('Bay East Association of Realtors', 'Bay East', 'bridgeMLS', 'https://www.bayeast.org', now());

-- Membership is data: an agent is in a board from the day it is recorded until it is ended; the
-- agent's status (2 = licensed, no board) reads the memberships in force.
CREATE TABLE association_members (
  id serial PRIMARY KEY,
  association_id integer NOT NULL REFERENCES associations(id),
  agent_id integer NOT NULL REFERENCES agents(id),
  member_no text NOT NULL DEFAULT '' CHECK (length(member_no) <= 40),
  joined_on date NOT NULL,
  ended_on date,
  added_by integer REFERENCES users(id),
  added_at timestamptz NOT NULL,
  ended_by integer REFERENCES users(id),
  CHECK (ended_on IS NULL OR ended_on >= joined_on),
  -- ended_by is null when the system ended it (the agent removed the board from their info).
  CHECK (ended_on IS NOT NULL OR ended_by IS NULL)
);
CREATE UNIQUE INDEX association_members_in_force ON association_members (association_id, agent_id)
  WHERE ended_on IS NULL;

-- The boards agents named in their personal info become memberships of the board of that name.
INSERT INTO associations (name, updated_at)
SELECT DISTINCT trim(b.name), now()
FROM agent_profiles p, jsonb_array_elements_text(p.boards) AS b(name)
WHERE trim(b.name) <> ''
  AND NOT EXISTS (SELECT 1 FROM associations a WHERE lower(a.name) = lower(trim(b.name)));
INSERT INTO association_members (association_id, agent_id, joined_on, added_at)
SELECT DISTINCT a.id, p.agent_id, (now() AT TIME ZONE 'America/Los_Angeles')::date, now()
FROM agent_profiles p, jsonb_array_elements_text(p.boards) AS b(name)
JOIN associations a ON lower(a.name) = lower(trim(b.name));

-- Who recruited whom: one row per recruited agent (an agent joins the office once).
CREATE TABLE recruitments (
  id serial PRIMARY KEY,
  agent_id integer NOT NULL UNIQUE REFERENCES agents(id),
  -- The agent who brought them in; null when they came another way (the source says which).
  recruiter_id integer REFERENCES agents(id),
  source text NOT NULL,
  recruited_on date NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
  updated_by integer NOT NULL REFERENCES users(id),
  updated_at timestamptz NOT NULL,
  CHECK (recruiter_id IS NULL OR recruiter_id <> agent_id)
);

CREATE TABLE external_links (
  id serial PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  url text NOT NULL CHECK (url ~ '^https://' AND length(url) <= 500),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  updated_by integer REFERENCES users(id),
  updated_at timestamptz NOT NULL
);

INSERT INTO external_links (title, url, description, sort, updated_at) VALUES
  ('DRE licence lookup', 'https://www2.dre.ca.gov/PublicASP/pplinfo.asp', 'California Department of Real Estate: check a licence', 10, now()),
  ('C.A.R. standard forms', 'https://www.car.org/transactions/standardforms', 'California Association of Realtors forms', 20, now());
