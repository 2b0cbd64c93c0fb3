-- Agent billing: recurring monthly fees (desk, E&O, technology, other) that finance sets per agent,
-- billed per business month as ledger transfers (the agent's account debited, office income
-- "Agent fees" credited) and shown on the agent's pay statement: netted where the agent agreed,
-- else listed as owed and not deducted (docs/finance.md "Agent fees").

-- A fee billed is a transfer whose source is the fee (`agent-fee`, the agent_fees row).
INSERT INTO ledger_source_kinds (kind) VALUES ('agent-fee') ON CONFLICT DO NOTHING;

-- One recurring fee of one agent: its kind and the label it reads as on a statement. The fee's
-- amounts live in its terms; a fee is never removed (an amount of 0 from a month stops it).
CREATE TABLE agent_fees (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('desk', 'eo', 'technology', 'other')),
  label text NOT NULL CHECK (length(btrim(label)) BETWEEN 1 AND 100),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX agent_fees_one_per_label ON agent_fees (user_id, kind, lower(label));

-- A fee's terms from a business month on (California, `YYYY-MM`): the monthly amount and whether
-- the agent agreed to have it netted from their commissions. Added, never changed: the terms in
-- force for a month are the latest row from that month or before, so who set what, and when, is
-- the table itself.
CREATE TABLE agent_fee_terms (
  id serial PRIMARY KEY,
  fee_id integer NOT NULL REFERENCES agent_fees (id),
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  nets boolean NOT NULL,
  from_month text NOT NULL CHECK (from_month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  set_by integer REFERENCES users (id),
  set_at timestamptz NOT NULL
);
CREATE INDEX agent_fee_terms_fee ON agent_fee_terms (fee_id, from_month);

-- Fees billed that the agent did not agree to have netted: shown on their statement as owed, never
-- part of what it pays (pay_statement_lines is what a statement pays). A ledger line is on one
-- statement, either paid or shown as owed, never both.
CREATE TABLE pay_statement_fees_owed (
  statement_id integer NOT NULL REFERENCES pay_statements (id),
  line_id integer NOT NULL UNIQUE REFERENCES ledger_lines (id),
  PRIMARY KEY (statement_id, line_id)
);

CREATE FUNCTION pay_statement_fee_owed_on_draft() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'a fee shown on a statement is never changed or removed';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pay_statements WHERE id = NEW.statement_id AND status = 'draft') THEN
    RAISE EXCEPTION 'fees are added to a draft statement only';
  END IF;
  IF EXISTS (SELECT 1 FROM pay_statement_lines WHERE line_id = NEW.line_id) THEN
    RAISE EXCEPTION 'a ledger line a statement pays is not also shown as owed';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER pay_statement_fees_owed_draft BEFORE INSERT OR UPDATE OR DELETE
  ON pay_statement_fees_owed FOR EACH ROW EXECUTE FUNCTION pay_statement_fee_owed_on_draft();

CREATE FUNCTION pay_statement_line_not_owed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pay_statement_fees_owed WHERE line_id = NEW.line_id) THEN
    RAISE EXCEPTION 'a fee shown as owed is not paid by a statement';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER pay_statement_lines_not_owed BEFORE INSERT ON pay_statement_lines
  FOR EACH ROW EXECUTE FUNCTION pay_statement_line_not_owed();

CREATE TRIGGER agent_fees_no_change BEFORE UPDATE OR DELETE ON agent_fees
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER agent_fee_terms_no_change BEFORE UPDATE OR DELETE ON agent_fee_terms
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['agent_fees', 'agent_fee_terms', 'pay_statement_fees_owed']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT '
      'EXECUTE FUNCTION history_never_emptied()', t || '_never_emptied', t);
  END LOOP;
END;
$$;
