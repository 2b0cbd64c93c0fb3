-- Runtime settings (issue 27 item 4, /system/server-config): an administrator's value overrides
-- the environment's default for one key, applied without a restart (every server re-reads them
-- when the change log's newest id moves; src/domain/system/settings-cache.ts).

CREATE TABLE system_settings (
  key text PRIMARY KEY CHECK (key ~ '^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$'),
  value text NOT NULL CHECK (length(value) <= 500),
  updated_by integer NOT NULL REFERENCES users(id),
  updated_at timestamptz NOT NULL
);

-- Every configuration change (a setting, a document rule, a disclosure checklist): who, when,
-- the value before and after. A setting's `before`/`after` null means the environment default
-- was / is in force. Append-only: a rollback is a change of its own naming the one it undoes.
CREATE TABLE system_config_changes (
  id serial PRIMARY KEY,
  area text NOT NULL CHECK (area IN ('setting', 'doc-rule', 'disclosure')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 80),
  before text,
  after text,
  by_user integer NOT NULL REFERENCES users(id),
  at timestamptz NOT NULL,
  rollback_of integer REFERENCES system_config_changes(id)
);
CREATE INDEX system_config_changes_subject ON system_config_changes (area, subject, id);

CREATE FUNCTION system_config_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the configuration log is append-only';
END $$;
CREATE TRIGGER system_config_changes_append_only BEFORE UPDATE OR DELETE ON system_config_changes
  FOR EACH ROW EXECUTE FUNCTION system_config_changes_append_only();
