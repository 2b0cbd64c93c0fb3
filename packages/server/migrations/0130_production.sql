-- Production statistics (issue 28 item 2, docs/decisions/statistics.md "Statistics and awards").

-- The office a deal was written in: the case agent's branch when the case was created, kept when
-- the agent later moves (rankings read both it and the agent's home office). Filled by the
-- database so every way a case is made (the form, the seed, an import) records it alike.
ALTER TABLE cases ADD COLUMN written_branch_id integer REFERENCES orgs(id);
UPDATE cases c SET written_branch_id = a.branch_id FROM agents a WHERE a.user_id = c.owner_id;

CREATE FUNCTION cases_written_branch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.written_branch_id IS NULL THEN
    SELECT branch_id INTO NEW.written_branch_id FROM agents WHERE user_id = NEW.owner_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER cases_written_branch_on_insert BEFORE INSERT ON cases
  FOR EACH ROW EXECUTE FUNCTION cases_written_branch();

-- A closed production period: a month (`2026-11`), a quarter (`2026-Q4`) or a year (`2026`) an
-- administrator froze. One row per period, never changed or removed.
CREATE TABLE production_periods (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE CHECK (key ~ '^\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$'),
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (ends_on >= starts_on),
  closed_by integer NOT NULL REFERENCES users(id),
  closed_at timestamptz NOT NULL
);

-- The frozen snapshot: one row per team member of each case closed in the period, with the
-- member's share of the side, the volume and the gross commission, and the names of the offices
-- and the team as they stood at the closing, so neither a later edit nor a move changes it.
CREATE TABLE production_credits (
  id serial PRIMARY KEY,
  period_id integer NOT NULL REFERENCES production_periods(id),
  case_id integer NOT NULL REFERENCES cases(id),
  case_no text NOT NULL,
  case_type smallint NOT NULL,
  closed_on date NOT NULL,
  closed_at timestamptz NOT NULL,
  user_id integer NOT NULL REFERENCES users(id),
  agent_name text NOT NULL,
  team_percent numeric(5, 2) NOT NULL CHECK (team_percent > 0 AND team_percent <= 100),
  -- Sides in hundredths (a 50% share of one side is 50).
  side_hundredths integer NOT NULL CHECK (side_hundredths BETWEEN 0 AND 100),
  volume numeric(14, 2) NOT NULL CHECK (volume >= 0),
  gross numeric(14, 2) NOT NULL CHECK (gross >= 0),
  written_branch_id integer,
  written_branch text NOT NULL,
  written_region_id integer,
  written_region text NOT NULL,
  home_branch_id integer,
  home_branch text NOT NULL,
  home_region_id integer,
  home_region text NOT NULL,
  team_id integer,
  team_name text NOT NULL,
  UNIQUE (period_id, case_id, user_id)
);
CREATE INDEX production_credits_user_idx ON production_credits(user_id, period_id);

CREATE FUNCTION production_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: a closed period is never changed', TG_TABLE_NAME;
END $$;
CREATE TRIGGER production_periods_no_change BEFORE UPDATE OR DELETE ON production_periods
  FOR EACH ROW EXECUTE FUNCTION production_append_only();
CREATE TRIGGER production_credits_no_change BEFORE UPDATE OR DELETE ON production_credits
  FOR EACH ROW EXECUTE FUNCTION production_append_only();

-- A period's credits are written only by the transaction that closed it: nothing is added later.
CREATE FUNCTION production_credits_with_close() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM production_periods
      WHERE id = NEW.period_id AND xmin = pg_current_xact_id()::xid) THEN
    RAISE EXCEPTION 'production period % is closed: its snapshot is never added to', NEW.period_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER production_credits_only_at_close BEFORE INSERT ON production_credits
  FOR EACH ROW EXECUTE FUNCTION production_credits_with_close();
