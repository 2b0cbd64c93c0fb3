-- The security log (docs/auth.md "The security log"): sign-ins and their failures, two-step
-- enrolments, recovery codes spent, role and permission changes, ended sessions. Unlike the change
-- log (0206) its rows are not row changes: a failed sign-in changes nothing, so each event is
-- written by the code that saw it (src/domain/security/), never by a trigger. Never a secret: no
-- password, code, token or secret is a column, and `detail` holds reasons and ids only.

CREATE TABLE security_events (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN (
    'sign_in', 'sign_in_failed', 'two_step_enrolled', 'two_step_disabled', 'two_step_reset',
    'recovery_code_used', 'password_changed', 'session_ended', 'role_switched', 'role_assigned',
    'role_changed', 'step_up_refused'
  )),
  -- Who acted (the person signing in, the administrator who reset); null: nobody known (a failed
  -- sign-in of an unknown address) or the system. No foreign keys: the log outlives its people.
  user_id integer,
  -- Whom it concerns when that is someone else: whose role changed, whose session ended.
  subject_id integer,
  -- The client address as the server believes it (TRUST_PROXY) and a short device label read from
  -- the browser's User-Agent ("Chrome 131 on Windows"), never the raw header.
  ip text NOT NULL DEFAULT '' CHECK (char_length(ip) <= 64),
  device text NOT NULL DEFAULT '' CHECK (char_length(device) <= 80),
  -- sessions.id of the session concerned (never its token, which only the browser holds).
  session_id integer,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX security_events_at ON security_events (at, id);
CREATE INDEX security_events_kind ON security_events (kind, at);
CREATE INDEX security_events_user ON security_events (user_id, at);
CREATE INDEX security_events_subject ON security_events (subject_id, at);

CREATE FUNCTION security_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the security log is append-only';
END $$;
CREATE TRIGGER security_events_append_only BEFORE UPDATE OR DELETE ON security_events
  FOR EACH ROW EXECUTE FUNCTION security_events_append_only();
-- TRUNCATE fires no row trigger: refuse it by statement.
CREATE TRIGGER security_events_no_truncate BEFORE TRUNCATE ON security_events
  FOR EACH STATEMENT EXECUTE FUNCTION security_events_append_only();

-- Where a session was opened, for the person's own list of sessions (bq/session/mine): the same
-- address and device label as its sign-in event. Null for sessions opened before this migration.
ALTER TABLE sessions ADD COLUMN ip text CHECK (char_length(ip) <= 64);
ALTER TABLE sessions ADD COLUMN device text CHECK (char_length(device) <= 80);
