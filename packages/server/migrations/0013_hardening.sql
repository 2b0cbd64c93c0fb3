-- Failed logins in the database (issue 9 §4): several servers behind one PostgreSQL count
-- together and a restart forgives nothing. scope is 'email' (one address) or 'ip' (one client).
CREATE TABLE login_failures (
  id serial PRIMARY KEY,
  scope text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX login_failures_key_at ON login_failures (scope, key, at);
CREATE INDEX login_failures_at ON login_failures (at);

-- Letters remember who sent them (issue 9 §9), so each sender's letters per hour can be capped.
ALTER TABLE messages ADD COLUMN sender_id integer;
CREATE INDEX messages_sender_created ON messages (sender_id, created_at);
