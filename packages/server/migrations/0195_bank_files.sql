-- Paying people by bank file (docs/finance-pay.md "Bank files"): payees' bank accounts, batches
-- of pending payouts released as one NACHA file by a second person, and bank returns.

-- A person's bank account for payouts. The account number is sealed like a full TIN
-- (domain/people/tin-crypto.ts, TIN_KEYS): never clear text; the last four for display. A return
-- about the account itself (R02 closed, R03 no account, R04 invalid number…) flags it until the
-- office saves a correction.
CREATE TABLE bank_accounts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users(id),
  holder_name text NOT NULL CHECK (length(holder_name) BETWEEN 1 AND 22),
  holder_kind text NOT NULL CHECK (holder_kind IN ('person', 'company')),
  account_type text NOT NULL CHECK (account_type IN ('checking', 'savings')),
  routing text NOT NULL CHECK (routing ~ '^[0-9]{9}$'),
  account_sealed text NOT NULL CHECK (account_sealed LIKE 'v1:%'),
  account_last4 text NOT NULL CHECK (account_last4 ~ '^[0-9]{4}$'),
  flagged_code text CHECK (flagged_code ~ '^R[0-9]{2}$'),
  flagged_at timestamptz,
  updated_by integer REFERENCES users(id),
  updated_at timestamptz NOT NULL,
  CHECK ((flagged_code IS NULL) = (flagged_at IS NULL))
);

-- A batch of pending payouts that becomes one bank file. Made by one person, released by another
-- (the database holds that too); release writes the file once: its text, sealed because it
-- carries account numbers, and the SHA-256 of the text, which never change again.
CREATE TABLE payout_batches (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'released')),
  total numeric(14, 2) NOT NULL CHECK (total > 0),
  entry_count integer NOT NULL CHECK (entry_count > 0),
  created_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  released_by integer REFERENCES users(id),
  released_at timestamptz,
  effective_date date,
  file_name text,
  file_sealed text CHECK (file_sealed LIKE 'v1:%'),
  file_sha256 text CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
  CHECK ((status = 'released') = (released_by IS NOT NULL AND released_at IS NOT NULL
    AND effective_date IS NOT NULL AND file_name IS NOT NULL AND file_sealed IS NOT NULL
    AND file_sha256 IS NOT NULL)),
  CHECK (released_by IS NULL OR released_by <> created_by)
);

-- One entry per payout, ever: the account as it was when the payout was batched (a later change
-- of bank details applies to later batches only), sealed like the account.
CREATE TABLE payout_batch_entries (
  id serial PRIMARY KEY,
  batch_id integer NOT NULL REFERENCES payout_batches(id),
  payout_id integer NOT NULL UNIQUE REFERENCES payouts(id),
  bank_account_id integer NOT NULL REFERENCES bank_accounts(id),
  sec text NOT NULL CHECK (sec IN ('PPD', 'CCD')),
  holder_name text NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('checking', 'savings')),
  routing text NOT NULL CHECK (routing ~ '^[0-9]{9}$'),
  account_sealed text NOT NULL CHECK (account_sealed LIKE 'v1:%'),
  account_last4 text NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  trace_number text NOT NULL DEFAULT '',
  return_code text CHECK (return_code ~ '^R[0-9]{2}$'),
  return_note text NOT NULL DEFAULT '',
  returned_by integer REFERENCES users(id),
  returned_at timestamptz,
  CHECK ((return_code IS NULL) = (returned_at IS NULL))
);
CREATE INDEX payout_batch_entries_batch ON payout_batch_entries (batch_id, id);

-- A released batch never changes: only re-sealing its file under a new key (the rotation; the
-- recorded SHA-256 still proves the text) is allowed. A batch is never removed.
CREATE FUNCTION payout_batch_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payout batches are never removed';
  END IF;
  IF OLD.status = 'released' AND (NEW.id, NEW.status, NEW.total, NEW.entry_count, NEW.created_by,
      NEW.created_at, NEW.released_by, NEW.released_at, NEW.effective_date, NEW.file_name,
      NEW.file_sha256) IS DISTINCT FROM (OLD.id, OLD.status, OLD.total, OLD.entry_count,
      OLD.created_by, OLD.created_at, OLD.released_by, OLD.released_at, OLD.effective_date,
      OLD.file_name, OLD.file_sha256) THEN
    RAISE EXCEPTION 'payout batch % is released: its file never changes', OLD.id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER payout_batches_frozen BEFORE UPDATE OR DELETE ON payout_batches
  FOR EACH ROW EXECUTE FUNCTION payout_batch_frozen();

-- Entries join an open batch only; once it is released an entry changes only by its one return
-- (unset to set) or by re-sealing its account number under a new key; never removed.
CREATE FUNCTION payout_batch_entry_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  released boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payout batch entries are never removed';
  END IF;
  SELECT status = 'released' INTO released FROM payout_batches WHERE id = NEW.batch_id;
  IF TG_OP = 'INSERT' THEN
    IF released THEN
      RAISE EXCEPTION 'payout batch % is released: no entry joins it', NEW.batch_id;
    END IF;
    RETURN NEW;
  END IF;
  IF released THEN
    IF (NEW.id, NEW.batch_id, NEW.payout_id, NEW.bank_account_id, NEW.sec, NEW.holder_name,
        NEW.account_type, NEW.routing, NEW.account_last4, NEW.amount, NEW.trace_number)
        IS DISTINCT FROM (OLD.id, OLD.batch_id, OLD.payout_id, OLD.bank_account_id, OLD.sec,
        OLD.holder_name, OLD.account_type, OLD.routing, OLD.account_last4, OLD.amount,
        OLD.trace_number) THEN
      RAISE EXCEPTION 'payout batch % is released: its entries never change', NEW.batch_id;
    END IF;
    IF OLD.return_code IS NOT NULL AND (NEW.return_code, NEW.return_note, NEW.returned_by,
        NEW.returned_at) IS DISTINCT FROM (OLD.return_code, OLD.return_note, OLD.returned_by,
        OLD.returned_at) THEN
      RAISE EXCEPTION 'the entry of payout % is already returned', OLD.payout_id;
    END IF;
  ELSIF NEW.return_code IS NOT NULL THEN
    RAISE EXCEPTION 'an entry of a batch not released cannot be returned';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER payout_batch_entries_guard BEFORE INSERT OR UPDATE OR DELETE ON payout_batch_entries
  FOR EACH ROW EXECUTE FUNCTION payout_batch_entry_guard();

-- A posted payout the bank sent back is `returned`: the money is put back on the payee's account
-- by a transfer of its own (`payout:<id>:returned`, the posted transfers stay as they were). It is
-- the one change a settled payout may still take, once, and it keeps what it paid.
ALTER TABLE payouts DROP CONSTRAINT payouts_status_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_status_check
  CHECK (status IN ('pending', 'posted', 'voided', 'returned'));
ALTER TABLE payouts ADD COLUMN return_code text CHECK (return_code ~ '^R[0-9]{2}$');
ALTER TABLE payouts ADD COLUMN returned_by integer REFERENCES users(id);
ALTER TABLE payouts ADD COLUMN returned_at timestamptz;
ALTER TABLE payouts ADD COLUMN return_transfer_id integer REFERENCES ledger_transfers(id);
ALTER TABLE payouts ADD CONSTRAINT payouts_returned_check
  CHECK ((status = 'returned') = (return_code IS NOT NULL AND returned_at IS NOT NULL
    AND return_transfer_id IS NOT NULL));

CREATE OR REPLACE FUNCTION payout_settle_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payouts are never removed';
  END IF;
  IF OLD.status = 'posted' AND NEW.status = 'returned' THEN
    IF (NEW.source_kind, NEW.source_id, NEW.payee_user_id, NEW.payee_name, NEW.amount,
        NEW.reference, NEW.void_reason, NEW.created_by, NEW.created_at, NEW.settled_by,
        NEW.settled_at, NEW.hold_transfer_id, NEW.settle_transfer_id)
        IS DISTINCT FROM (OLD.source_kind, OLD.source_id, OLD.payee_user_id, OLD.payee_name,
        OLD.amount, OLD.reference, OLD.void_reason, OLD.created_by, OLD.created_at,
        OLD.settled_by, OLD.settled_at, OLD.hold_transfer_id, OLD.settle_transfer_id) THEN
      RAISE EXCEPTION 'a returned payout keeps what it paid';
    END IF;
    RETURN NEW;
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
