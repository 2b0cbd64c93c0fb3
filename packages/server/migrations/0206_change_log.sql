-- One change log (docs/change-log.md): every insert, update and delete of an
-- audited table writes one row here, from a trigger, so no write path can forget it. Who and when
-- come from the transaction's settings `bq.actor`, `bq.call` and `bq.now`, set by the database
-- layer from the call being served (src/db/change-context.ts); a write outside a call (a sweep, a
-- job, the seed) has no actor and reads as "system", and one without `bq.now` takes the
-- database's now().

CREATE TABLE change_log (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- users.id of the person whose call wrote it; null = the system. No foreign key: the log
  -- outlives what it names, and a cascade could never delete from it anyway.
  actor_id integer,
  -- The contract path of the call (`bq/course/save`), null outside a call.
  call text,
  record_kind text NOT NULL,
  record_id text NOT NULL,
  table_name text NOT NULL,
  op text NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
  -- The columns an update changed (before and after), an insert filled (after) or a deleted row
  -- had (before); money and secrets stored as '••••', never their value.
  before jsonb,
  after jsonb
);
CREATE INDEX change_log_record ON change_log (record_kind, record_id, id);
CREATE INDEX change_log_actor ON change_log (actor_id, id);
CREATE INDEX change_log_at ON change_log (at, id);

CREATE FUNCTION change_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the change log is append-only';
END $$;
CREATE TRIGGER change_log_append_only BEFORE UPDATE OR DELETE ON change_log
  FOR EACH ROW EXECUTE FUNCTION change_log_append_only();
-- TRUNCATE fires no row trigger: refuse it by statement.
CREATE TRIGGER change_log_no_truncate BEFORE TRUNCATE ON change_log
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_append_only();

-- Whether a column's value is never written to the log: every numeric column (money is
-- numeric(14, 2); masking a rate as well errs on the safe side) and every column whose name says
-- secret (hashes, sealed values, tokens, TINs, bank numbers, the W-9 holding a sealed TIN).
CREATE FUNCTION change_log_masked(rel oid, col text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT col ~ '(^|_)(password|secret|token|hash|sealed|tin|tins|recovery|account|routing|w9)(_|$)'
    OR EXISTS (SELECT 1 FROM pg_attribute
      WHERE attrelid = rel AND attname = col AND atttypid = 'numeric'::regtype);
$$;

-- A value as the log keeps it: masked unless null (that a secret was unset is no secret).
CREATE FUNCTION change_log_value(rel oid, col text, value jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN value <> 'null'::jsonb AND change_log_masked(rel, col)
    THEN to_jsonb('••••'::text) ELSE value END;
$$;

-- The one trigger of every audited table: TG_ARGV[0] is the record kind, TG_ARGV[1] the column
-- holding the record's id (the agent's id for an agent's profile, so both read as one person).
-- Columns a write touches as bookkeeping (updated_at, updated_by, search_text, version) are no
-- change (the actor is the log's own column); an update touching only them writes nothing.
CREATE FUNCTION change_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  was jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE '{}'::jsonb END;
  now_is jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE '{}'::jsonb END;
  col text;
  actor text := nullif(current_setting('bq.actor', true), '');
  at_text text := nullif(current_setting('bq.now', true), '');
BEGIN
  -- An update: the columns it changed. An insert: the columns it filled; a delete: the columns
  -- the row had (a null is no value to tell).
  FOR col IN SELECT key FROM jsonb_each(coalesce(new_row, old_row))
    WHERE key NOT IN ('updated_at', 'updated_by', 'search_text', 'version')
      AND CASE TG_OP
        WHEN 'UPDATE' THEN (old_row -> key) IS DISTINCT FROM (new_row -> key)
        ELSE coalesce(new_row, old_row) -> key <> 'null'::jsonb END
  LOOP
    IF old_row IS NOT NULL THEN
      was := was || jsonb_build_object(col, change_log_value(TG_RELID, col, old_row -> col));
    END IF;
    IF new_row IS NOT NULL THEN
      now_is := now_is || jsonb_build_object(col, change_log_value(TG_RELID, col, new_row -> col));
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND was = '{}'::jsonb THEN RETURN NULL; END IF;
  INSERT INTO change_log (at, actor_id, call, record_kind, record_id, table_name, op, before, after)
  VALUES (coalesce(at_text::timestamptz, now()), actor::integer,
    nullif(current_setting('bq.call', true), ''), TG_ARGV[0],
    coalesce(new_row, old_row) ->> TG_ARGV[1], TG_TABLE_NAME, lower(TG_OP), was, now_is);
  RETURN NULL;
END $$;

-- The audited tables: the records a person opens on a page of their own. High-volume and
-- derived tables (sessions, the outbox, ledger lines, search, DRE records, metrics) are not.
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION change_log_write('user', 'id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON tourists
  FOR EACH ROW EXECUTE FUNCTION change_log_write('user', 'user_id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON agents
  FOR EACH ROW EXECUTE FUNCTION change_log_write('person', 'id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON agent_profiles
  FOR EACH ROW EXECUTE FUNCTION change_log_write('person', 'agent_id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON agent_admin_configs
  FOR EACH ROW EXECUTE FUNCTION change_log_write('person', 'agent_id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION change_log_write('course', 'id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON system_settings
  FOR EACH ROW EXECUTE FUNCTION change_log_write('setting', 'key');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON cases
  FOR EACH ROW EXECUTE FUNCTION change_log_write('case', 'id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION change_log_write('order', 'id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION change_log_write('product', 'id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION change_log_write('listing', 'id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON groups
  FOR EACH ROW EXECUTE FUNCTION change_log_write('group', 'id');
CREATE TRIGGER change_log AFTER INSERT OR UPDATE OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION change_log_write('application', 'id');
