-- A closed production period may be reopened, with a reason (issue 48, docs/decisions/statistics.md
-- "Statistics and awards"): a period closed early (its first day) froze without the closings that
-- came later that day. Nothing is changed or removed: the reopening is a row of its own naming the
-- closed period, whose snapshot stays as it was; closing the key again writes a new period row.
ALTER TABLE production_periods DROP CONSTRAINT production_periods_key_key;
CREATE INDEX production_periods_key_idx ON production_periods(key);

CREATE TABLE production_period_reopenings (
  period_id integer PRIMARY KEY REFERENCES production_periods(id),
  reason text NOT NULL CHECK (length(btrim(reason)) > 0),
  reopened_by integer NOT NULL REFERENCES users(id),
  reopened_at timestamptz NOT NULL
);
CREATE TRIGGER production_period_reopenings_no_change
  BEFORE UPDATE OR DELETE ON production_period_reopenings
  FOR EACH ROW EXECUTE FUNCTION production_append_only();

-- One closed period in force per key: the one with no reopening (the unique key did this before).
CREATE FUNCTION production_periods_one_in_force() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM production_periods p
      WHERE p.key = NEW.key
        AND NOT EXISTS (SELECT 1 FROM production_period_reopenings r WHERE r.period_id = p.id)) THEN
    RAISE EXCEPTION 'production period % is already closed', NEW.key USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER production_periods_one_in_force BEFORE INSERT ON production_periods
  FOR EACH ROW EXECUTE FUNCTION production_periods_one_in_force();
