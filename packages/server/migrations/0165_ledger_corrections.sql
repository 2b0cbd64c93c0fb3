-- Corrections of posted ledger transfers (docs/finance.md "Corrections"). A posted transfer is
-- never changed: a correction reverses it (`reverse:<transfer>`) and posts the corrected lines
-- as a new transfer (`correction:<id>`, or a re-closed case's `case:<id>:commission:<user>:v<n>`),
-- both in one transaction, both named here with the reason and who proposed and posted it.
-- Above the office's amount a correction is proposed by one person and posted by another.

CREATE TABLE ledger_corrections (
  id serial PRIMARY KEY,
  -- `correction`: finance corrected a transfer; `reclose`: a reopened case was closed again.
  kind text NOT NULL CHECK (kind IN ('correction', 'reclose')),
  status text NOT NULL CHECK (status IN ('proposed', 'posted', 'declined')),
  original_transfer_id integer NOT NULL REFERENCES ledger_transfers(id),
  reversal_transfer_id integer UNIQUE REFERENCES ledger_transfers(id),
  replacement_transfer_id integer UNIQUE REFERENCES ledger_transfers(id),
  case_id integer REFERENCES cases(id),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 2000),
  -- Σ of the accounts' increases from the original to the replacement (as much decreases).
  moved numeric(14, 2) NOT NULL CHECK (moved >= 0),
  needs_second_person boolean NOT NULL,
  proposed_by integer REFERENCES users(id),
  proposed_at timestamptz NOT NULL,
  decided_by integer REFERENCES users(id),
  decided_at timestamptz,
  note text NOT NULL DEFAULT '',
  CHECK ((status = 'proposed') = (decided_at IS NULL)),
  CHECK (status <> 'posted' OR reversal_transfer_id IS NOT NULL),
  -- Nobody posts their own correction when it needs a second person.
  CHECK (status <> 'posted' OR NOT needs_second_person OR decided_by IS DISTINCT FROM proposed_by)
);
-- One open proposal and one posted correction per transfer (a transfer is reversed once).
CREATE UNIQUE INDEX ledger_corrections_one_open ON ledger_corrections (original_transfer_id)
  WHERE status = 'proposed';
CREATE UNIQUE INDEX ledger_corrections_one_posted ON ledger_corrections (original_transfer_id)
  WHERE status = 'posted';
CREATE INDEX ledger_corrections_case ON ledger_corrections (case_id) WHERE case_id IS NOT NULL;

-- The corrected lines a correction posts (zero lines left out), kept from its proposal.
CREATE TABLE ledger_correction_lines (
  correction_id integer NOT NULL REFERENCES ledger_corrections(id),
  account_id integer NOT NULL REFERENCES ledger_accounts(id),
  amount numeric(14, 2) NOT NULL CHECK (amount <> 0),
  PRIMARY KEY (correction_id, account_id)
);

-- A closed case put back to approved to correct its commission: who, when, why. Its next close
-- posts the commission's next version (the count of reopenings + 1) as a correction.
CREATE TABLE case_reopenings (
  id serial PRIMARY KEY,
  case_id integer NOT NULL REFERENCES cases(id),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 2000),
  by_user integer NOT NULL REFERENCES users(id),
  at timestamptz NOT NULL
);
CREATE INDEX case_reopenings_case ON case_reopenings (case_id);

-- A correction is decided once: proposed → posted or declined, and only its decision is written.
CREATE FUNCTION ledger_correction_decided_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger_corrections is a record: a correction is never removed';
  END IF;
  IF OLD.status <> 'proposed' OR NEW.status = 'proposed' THEN
    RAISE EXCEPTION 'a ledger correction is decided once (it is %)', OLD.status;
  END IF;
  IF (NEW.id, NEW.kind, NEW.original_transfer_id, NEW.case_id, NEW.reason, NEW.moved,
      NEW.needs_second_person, NEW.proposed_by, NEW.proposed_at)
     IS DISTINCT FROM
     (OLD.id, OLD.kind, OLD.original_transfer_id, OLD.case_id, OLD.reason, OLD.moved,
      OLD.needs_second_person, OLD.proposed_by, OLD.proposed_at) THEN
    RAISE EXCEPTION 'a ledger correction keeps what was proposed: only its decision is written';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_corrections_decided_once BEFORE UPDATE OR DELETE ON ledger_corrections
  FOR EACH ROW EXECUTE FUNCTION ledger_correction_decided_once();

CREATE FUNCTION correction_rows_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER ledger_correction_lines_no_change BEFORE UPDATE OR DELETE
  ON ledger_correction_lines FOR EACH ROW EXECUTE FUNCTION correction_rows_append_only();
CREATE TRIGGER case_reopenings_no_change BEFORE UPDATE OR DELETE ON case_reopenings
  FOR EACH ROW EXECUTE FUNCTION correction_rows_append_only();

-- As migration 0141: a history is never emptied at once.
CREATE TRIGGER ledger_corrections_never_emptied BEFORE TRUNCATE ON ledger_corrections
  FOR EACH STATEMENT EXECUTE FUNCTION history_never_emptied();
CREATE TRIGGER ledger_correction_lines_never_emptied BEFORE TRUNCATE ON ledger_correction_lines
  FOR EACH STATEMENT EXECUTE FUNCTION history_never_emptied();
CREATE TRIGGER case_reopenings_never_emptied BEFORE TRUNCATE ON case_reopenings
  FOR EACH STATEMENT EXECUTE FUNCTION history_never_emptied();
