-- Applications and approvals (issue 11): forms, chains of steps, approval records, delegation,
-- payables for finance and market service records.

-- The kinds and their service time: due = submitted + service_hours (changed here, read live).
CREATE TABLE application_kinds (
  kind text PRIMARY KEY,
  title text NOT NULL,
  service_hours integer NOT NULL CHECK (service_hours > 0)
);
INSERT INTO application_kinds (kind, title, service_hours) VALUES
  ('tutor', 'Tutoring', 72),
  ('wages', 'Wages', 120),
  ('entry', 'Entry', 48),
  ('coach-cost', 'Coach cost', 120),
  ('vendor', 'Vendor payment', 120),
  ('mentor', 'Become a mentor', 168);

-- The chain of each kind: who decides each step (a module id). A step with min_amount applies only
-- when the application's amount reaches it (vendor payments from 5000.00 need finance too).
CREATE TABLE application_steps (
  kind text NOT NULL REFERENCES application_kinds(kind),
  step smallint NOT NULL CHECK (step > 0),
  name text NOT NULL,
  module_id text NOT NULL,
  min_amount numeric(14, 2),
  PRIMARY KEY (kind, step)
);
INSERT INTO application_steps (kind, step, name, module_id, min_amount) VALUES
  ('tutor', 1, 'Approver', '6473127978733579', NULL),
  ('wages', 1, 'Approver', '6473127978733579', NULL),
  ('entry', 1, 'Approver', '6473127978733579', NULL),
  ('coach-cost', 1, 'Approver', '6473127978733579', NULL),
  ('vendor', 1, 'Approver', '6473127978733579', NULL),
  ('vendor', 2, 'Finance', '7000000000000605', 5000.00),
  ('mentor', 1, 'Approver', '6473127978733579', NULL);

ALTER TABLE applications DROP CONSTRAINT applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check
  CHECK (status IN ('draft', 'pending', 'approved', 'rejected', 'withdrawn'));
ALTER TABLE applications
  ADD COLUMN payload jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN amount numeric(14, 2) CHECK (amount >= 0),
  ADD COLUMN step smallint NOT NULL DEFAULT 1,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN reminded_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- One live wages application per applicant, salary type and period (100006 otherwise).
CREATE UNIQUE INDEX applications_wages_period_idx
  ON applications (applicant_id, (payload->>'type'), period)
  WHERE type = 'wages' AND status IN ('pending', 'approved');
CREATE INDEX applications_type_status_idx ON applications (type, status, step);

-- Every step of every application, written in the transaction of the step itself.
CREATE TABLE approval_records (
  id serial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  step smallint NOT NULL,
  action text NOT NULL CHECK (action IN ('submitted', 'withdrawn', 'passed', 'rejected')),
  actor_id integer NOT NULL REFERENCES users(id),
  acting_for_id integer REFERENCES users(id),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX approval_records_application_idx ON approval_records (application_id, id);

-- Out of office: the delegate decides what the approver could, between the two dates.
CREATE TABLE approval_delegations (
  id serial PRIMARY KEY,
  approver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  delegate_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_on >= starts_on),
  CHECK (approver_id <> delegate_id)
);
CREATE INDEX approval_delegations_delegate_idx ON approval_delegations (delegate_id, ends_on);

-- What finance owes once a coach cost or vendor application is approved (paid by the finance issue).
CREATE TABLE payables (
  id serial PRIMARY KEY,
  application_id integer NOT NULL UNIQUE REFERENCES applications(id),
  payee text NOT NULL,
  description text NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'paid')),
  created_at timestamptz NOT NULL
);

-- Market service hours per agent and month (the wages 'market' type reads them).
CREATE TABLE market_service_records (
  agent_id integer NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
  period text NOT NULL,
  hours integer NOT NULL CHECK (hours >= 0),
  description text NOT NULL DEFAULT '',
  recorded_by integer NOT NULL REFERENCES users(id),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (agent_id, period)
);
