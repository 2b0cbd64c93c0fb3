-- Commission plans as data, and what each closed case paid each member of its team (issue 26,
-- docs/finance.md "Commissions"). An agent's plan is named by agent_admin_configs.commission_plan;
-- a plan's terms change by adding a row with a later effective date, never by editing one, so a
-- commission already computed (and posted to the ledger) is never re-read under other terms.

CREATE TABLE commission_plans (
  id serial PRIMARY KEY,
  -- What agent_admin_configs.commission_plan names (matched whatever its case).
  name text NOT NULL CHECK (name = btrim(name) AND name <> ''),
  -- The first California day these terms price a closing.
  effective_from date NOT NULL,
  -- The agent's side of the split, percent of the commission; the office keeps the rest
  -- (its "company dollar") until the cap.
  agent_percent numeric(7, 4) NOT NULL CHECK (agent_percent BETWEEN 0 AND 100),
  -- Company dollars the office keeps from one agent per plan year; past it the agent keeps the
  -- whole commission (less the fee). NULL: no cap.
  annual_cap numeric(14, 2) CHECK (annual_cap >= 0),
  -- The plan year starts on this month and day ('MM-DD'): the cap resets then.
  cap_resets_on text NOT NULL DEFAULT '01-01' CHECK (cap_resets_on ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'),
  -- Charged to the agent on each closed case (also after the cap).
  transaction_fee numeric(14, 2) NOT NULL DEFAULT 0 CHECK (transaction_fee >= 0),
  -- 'shared': a referral fee comes off the top, before the split; 'agent': from the agent's side.
  referral_fee_from text NOT NULL DEFAULT 'shared' CHECK (referral_fee_from IN ('shared', 'agent')),
  -- The coach's part of a coached agent's commission (an active coach agreement on the day).
  coach_percent numeric(7, 4) NOT NULL DEFAULT 0 CHECK (coach_percent BETWEEN 0 AND 100),
  note text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id),
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX commission_plans_name_from ON commission_plans (lower(name), effective_from);

-- One row per team member of a closed case: how the commission was computed, under which plan,
-- and the ledger transfer it posted (case:<id>:commission:<user>:v<n>). `office_amount` is the
-- company dollar kept, summed per agent and plan year for the cap.
CREATE TABLE case_commissions (
  id serial PRIMARY KEY,
  case_id integer NOT NULL REFERENCES cases(id),
  user_id integer NOT NULL REFERENCES users(id),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  plan_id integer NOT NULL REFERENCES commission_plans(id),
  -- The first day of the plan year the closing counts in.
  plan_year date NOT NULL,
  business_day date NOT NULL,
  team_percent numeric(5, 2) NOT NULL,
  gross numeric(14, 2) NOT NULL,
  referral_fee numeric(14, 2) NOT NULL,
  office_amount numeric(14, 2) NOT NULL CHECK (office_amount >= 0),
  transaction_fee numeric(14, 2) NOT NULL CHECK (transaction_fee >= 0),
  coach_id integer REFERENCES users(id),
  coach_amount numeric(14, 2) NOT NULL CHECK (coach_amount >= 0),
  agent_amount numeric(14, 2) NOT NULL CHECK (agent_amount >= 0),
  transfer_id integer REFERENCES ledger_transfers(id),
  created_at timestamptz NOT NULL,
  UNIQUE (case_id, user_id, version)
);
CREATE INDEX case_commissions_cap ON case_commissions (user_id, plan_year);

CREATE FUNCTION commission_rows_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: add a row (a later plan, a new version)', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER commission_plans_no_change BEFORE UPDATE OR DELETE ON commission_plans
  FOR EACH ROW EXECUTE FUNCTION commission_rows_append_only();
CREATE TRIGGER case_commissions_no_change BEFORE UPDATE OR DELETE ON case_commissions
  FOR EACH ROW EXECUTE FUNCTION commission_rows_append_only();
