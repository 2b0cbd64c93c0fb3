-- Initial schema: modules and roles, users and sessions, verification codes and mail outbox,
-- organisation, agents, tourists, station messages and applications.

CREATE TABLE modules (
  id text PRIMARY KEY,
  parent_id text REFERENCES modules(id),
  key text NOT NULL,
  title text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('menu', 'page', 'permission')),
  sort integer NOT NULL
);

-- A role without parent is a duty (first-level role); assignable roles hang under one duty.
CREATE TABLE roles (
  id serial PRIMARY KEY,
  name text NOT NULL,
  parent_id integer REFERENCES roles(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE role_modules (
  role_id integer NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  module_id text NOT NULL REFERENCES modules(id),
  PRIMARY KEY (role_id, module_id)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  kind text NOT NULL DEFAULT 'staff' CHECK (kind IN ('staff', 'tourist')),
  active_role_id integer REFERENCES roles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles(id),
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions(user_id);

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  email text NOT NULL,
  purpose smallint NOT NULL,
  code_hash text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX verification_codes_email_idx ON verification_codes(email, purpose, created_at);
CREATE INDEX verification_codes_ip_idx ON verification_codes(ip, created_at);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_addr text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbox_to_idx ON outbox(to_addr, id);

CREATE TABLE orgs (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES orgs(id),
  old_id integer,
  name text NOT NULL,
  type smallint NOT NULL CHECK (type IN (1, 2)),
  address text NOT NULL DEFAULT ''
);
CREATE INDEX orgs_parent_idx ON orgs(parent_id);

CREATE TABLE agents (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  agent_status smallint NOT NULL,
  license_no text NOT NULL DEFAULT '',
  branch_id integer REFERENCES orgs(id)
);

CREATE TABLE agent_admin_configs (
  agent_id integer PRIMARY KEY REFERENCES agents(id) ON DELETE CASCADE,
  mentor_certificate smallint NOT NULL DEFAULT 0 CHECK (mentor_certificate IN (0, 1)),
  company_email text,
  board_member boolean NOT NULL DEFAULT false
);

CREATE TABLE tourists (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  phone text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  wechat text NOT NULL DEFAULT ''
);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  sender text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_user_idx ON messages(user_id, status);

CREATE TABLE applications (
  id serial PRIMARY KEY,
  applicant_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  period text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applications_status_idx ON applications(status);
CREATE INDEX applications_applicant_idx ON applications(applicant_id, status);
