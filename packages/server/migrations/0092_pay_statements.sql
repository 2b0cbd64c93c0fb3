-- Pay statements and payouts (issue 26 item 2 and §8, docs/finance.md "Statements and payouts").
-- A statement is one person's pay for a pay period (a California month): the ledger lines owed to
-- them, drafted -> reviewed -> approved -> paying -> paid. Paying is a two-phase payout: pending
-- holds the money on the ledger, then it is posted (paid) or voided (the hold reversed). The
-- database holds what must never happen whoever writes: a line on two statements, a line added
-- to a statement past its draft, a statement moved other than along its steps, a second live
-- payout of one statement, a payout changed once settled.

CREATE TABLE pay_statements (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  -- The pay period, 'YYYY-MM' (California).
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'reviewed', 'approved', 'paying', 'paid')),
  -- Fixed when reviewed (lines are added only to a draft), what the payout pays.
  total numeric(14, 2),
  reviewed_by integer REFERENCES users(id),
  reviewed_at timestamptz,
  approved_by integer REFERENCES users(id),
  approved_at timestamptz,
  paid_by integer REFERENCES users(id),
  paid_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, month),
  CHECK (status = 'draft' OR (total IS NOT NULL AND total > 0 AND reviewed_by IS NOT NULL)),
  CHECK (status NOT IN ('approved', 'paying', 'paid') OR approved_by IS NOT NULL),
  CHECK (status <> 'paid' OR paid_by IS NOT NULL)
);
CREATE INDEX pay_statements_month ON pay_statements (month, status);

-- The ledger lines a statement pays; a line is on one statement only.
CREATE TABLE pay_statement_lines (
  statement_id integer NOT NULL REFERENCES pay_statements(id),
  line_id integer NOT NULL UNIQUE REFERENCES ledger_lines(id),
  PRIMARY KEY (statement_id, line_id)
);

-- Who did what to a statement, and when (the detail page shows it).
CREATE TABLE pay_statement_events (
  id serial PRIMARY KEY,
  statement_id integer NOT NULL REFERENCES pay_statements(id),
  action text NOT NULL CHECK (action IN ('drafted', 'reviewed', 'returned', 'approved',
    'payout-pending', 'paid', 'payout-voided')),
  actor_id integer REFERENCES users(id),
  at timestamptz NOT NULL,
  amount numeric(14, 2),
  note text NOT NULL DEFAULT ''
);
CREATE INDEX pay_statement_events_statement ON pay_statement_events (statement_id, id);

-- A payout: money leaving the office for a payee, in two phases. Its source is what it pays (a
-- statement; later a lecturer's or a vendor's payment).
CREATE TABLE payouts (
  id serial PRIMARY KEY,
  source_kind text NOT NULL CHECK (source_kind IN ('statement', 'lecturer', 'vendor')),
  source_id integer NOT NULL,
  payee_user_id integer REFERENCES users(id),
  payee_name text NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'posted', 'voided')),
  -- The bank's or cheque's reference once posted; why it was voided.
  reference text NOT NULL DEFAULT '',
  void_reason text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id),
  created_at timestamptz NOT NULL,
  settled_by integer REFERENCES users(id),
  settled_at timestamptz,
  -- payout:<id> (the hold), then payout:<id>:posted or the hold's reversal payout:<id>:void.
  hold_transfer_id integer REFERENCES ledger_transfers(id),
  settle_transfer_id integer REFERENCES ledger_transfers(id),
  CHECK ((status = 'pending') = (settled_at IS NULL))
);
-- One live (pending or posted) payout per source: a statement is never paid twice.
CREATE UNIQUE INDEX payouts_one_live ON payouts (source_kind, source_id) WHERE status <> 'voided';

CREATE FUNCTION pay_statement_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'pay statements are never removed';
  END IF;
  IF (NEW.id, NEW.user_id, NEW.month, NEW.created_at)
      IS DISTINCT FROM (OLD.id, OLD.user_id, OLD.month, OLD.created_at) THEN
    RAISE EXCEPTION 'a pay statement keeps its person and period';
  END IF;
  IF NEW.status <> OLD.status AND (OLD.status, NEW.status) NOT IN (('draft', 'reviewed'),
      ('reviewed', 'draft'), ('reviewed', 'approved'), ('approved', 'paying'),
      ('paying', 'approved'), ('paying', 'paid')) THEN
    RAISE EXCEPTION 'a pay statement cannot go from % to %', OLD.status, NEW.status;
  END IF;
  IF OLD.status <> 'draft' AND NEW.status <> 'draft' AND NEW.total IS DISTINCT FROM OLD.total THEN
    RAISE EXCEPTION 'a reviewed pay statement keeps its total';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER pay_statements_steps BEFORE UPDATE OR DELETE ON pay_statements
  FOR EACH ROW EXECUTE FUNCTION pay_statement_step();

CREATE FUNCTION pay_statement_line_on_draft() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'a statement line is never changed or removed';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pay_statements WHERE id = NEW.statement_id AND status = 'draft') THEN
    RAISE EXCEPTION 'lines are added to a draft statement only';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER pay_statement_lines_draft BEFORE INSERT OR UPDATE OR DELETE ON pay_statement_lines
  FOR EACH ROW EXECUTE FUNCTION pay_statement_line_on_draft();

CREATE FUNCTION pay_statement_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pay_statement_events is append-only';
END;
$$;
CREATE TRIGGER pay_statement_events_no_change BEFORE UPDATE OR DELETE ON pay_statement_events
  FOR EACH ROW EXECUTE FUNCTION pay_statement_events_append_only();

CREATE FUNCTION payout_settle_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payouts are never removed';
  END IF;
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'payout % is already %', OLD.id, OLD.status;
  END IF;
  IF (NEW.source_kind, NEW.source_id, NEW.payee_user_id, NEW.payee_name, NEW.amount, NEW.created_by,
      NEW.created_at, NEW.hold_transfer_id)
      IS DISTINCT FROM (OLD.source_kind, OLD.source_id, OLD.payee_user_id, OLD.payee_name,
      OLD.amount, OLD.created_by, OLD.created_at, OLD.hold_transfer_id)
      AND OLD.hold_transfer_id IS NOT NULL THEN
    RAISE EXCEPTION 'a payout keeps what it pays';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER payouts_settle_once BEFORE UPDATE OR DELETE ON payouts
  FOR EACH ROW EXECUTE FUNCTION payout_settle_once();
