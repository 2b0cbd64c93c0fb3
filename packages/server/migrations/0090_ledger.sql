-- The one ledger of the finance issue (issue 26, docs/finance.md): every amount owed or paid to or
-- by a payee is a line of a balanced transfer, in exact money. The database itself holds the
-- invariants, so a bug or a hand-written statement cannot break them:
--   * a transfer's lines sum to zero per unit (checked at commit: a deferred constraint trigger);
--   * transfers, lines and closed periods are never updated or deleted (corrections are new
--     transfers; a reversal names the transfer it reverses, and a transfer is reversed once);
--   * one transfer per business event (`event_key` is unique);
--   * a person's token account never goes below zero (checked as each line is posted);
--   * nothing is dated in a closed month (`ledger_periods`).
-- Signs: a line's amount is a credit when positive, a debit when negative. The accounts people
-- read are credit-normal and so read positive: what the office owes a payee, a person's tokens,
-- the office's income. The office's cash and expense are debit-normal and read negative.

CREATE TABLE ledger_accounts (
  id serial PRIMARY KEY,
  -- agent, lecturer, coach, vendor: a payee (what the office owes them, in dollars);
  -- tokens: a person's internal credit; cash, income, expense: the office's own.
  kind text NOT NULL CHECK (kind IN ('agent', 'lecturer', 'coach', 'vendor', 'tokens', 'cash',
    'income', 'expense')),
  user_id integer REFERENCES users(id),
  -- A payee known by name only (a vendor that is not a user), or an office account's label.
  name text CHECK (name IS NULL OR (name = btrim(name) AND name <> '')),
  unit text NOT NULL CHECK (unit IN ('USD', 'TOKEN')),
  -- Kept by the lines' trigger, never written otherwise: Σ lines and how many were posted.
  balance numeric(14, 2) NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  CHECK (kind NOT IN ('agent', 'lecturer', 'coach', 'vendor')
    OR (unit = 'USD' AND (user_id IS NULL) <> (name IS NULL))),
  CHECK (kind <> 'tokens' OR (unit = 'TOKEN' AND user_id IS NOT NULL AND name IS NULL)),
  CHECK (kind NOT IN ('cash', 'income', 'expense') OR user_id IS NULL),
  UNIQUE (id, unit)
);
CREATE UNIQUE INDEX ledger_accounts_one ON ledger_accounts
  (kind, unit, coalesce(user_id, 0), lower(coalesce(name, '')));

CREATE TABLE ledger_transfers (
  id serial PRIMARY KEY,
  -- The business event, e.g. application:12, order-line:7:share: posting it again is a no-op.
  event_key text NOT NULL UNIQUE CHECK (event_key <> ''),
  source_kind text NOT NULL CHECK (source_kind IN ('case', 'application', 'order-line', 'refund',
    'payout', 'correction')),
  source_id integer NOT NULL,
  memo text NOT NULL DEFAULT '',
  -- Who posted it (null: the system) and when; the business day is California's date of it.
  actor_id integer REFERENCES users(id),
  created_at timestamptz NOT NULL,
  business_day date NOT NULL,
  -- A reversal names the transfer it takes back; UNIQUE: a transfer is reversed at most once.
  reverses integer UNIQUE REFERENCES ledger_transfers(id),
  CHECK (reverses <> id)
);
CREATE INDEX ledger_transfers_source ON ledger_transfers (source_kind, source_id);
CREATE INDEX ledger_transfers_day ON ledger_transfers (business_day);

CREATE TABLE ledger_lines (
  id serial PRIMARY KEY,
  transfer_id integer NOT NULL REFERENCES ledger_transfers(id),
  account_id integer NOT NULL,
  -- The account's unit, repeated so the key below proves a line is in its account's unit.
  unit text NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount <> 0),
  -- The account's balance once this line is posted (set by the trigger, whatever is sent).
  balance_after numeric(14, 2) NOT NULL DEFAULT 0,
  FOREIGN KEY (account_id, unit) REFERENCES ledger_accounts (id, unit),
  CHECK (unit <> 'TOKEN' OR amount = trunc(amount))
);
-- A transfer names an account once; its lines are found by transfer, an account's by account.
CREATE UNIQUE INDEX ledger_lines_transfer_account ON ledger_lines (transfer_id, account_id);
CREATE INDEX ledger_lines_account ON ledger_lines (account_id, id);

-- A closed month ('YYYY-MM', California): no transfer is dated in it any more.
CREATE TABLE ledger_periods (
  month text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  closed_by integer REFERENCES users(id),
  closed_at timestamptz NOT NULL
);

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: post a correcting transfer instead', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER ledger_transfers_no_change BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_lines_no_change BEFORE UPDATE OR DELETE ON ledger_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_periods_no_change BEFORE UPDATE OR DELETE ON ledger_periods
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- An account is never removed, and only the lines' trigger moves its balance and version.
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger accounts are never removed';
  END IF;
  IF pg_trigger_depth() < 2 OR (NEW.id, NEW.kind, NEW.user_id, NEW.name, NEW.unit, NEW.created_at)
      IS DISTINCT FROM (OLD.id, OLD.kind, OLD.user_id, OLD.name, OLD.unit, OLD.created_at) THEN
    RAISE EXCEPTION 'a ledger account changes only by posting lines to it';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_accounts_no_change BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();

CREATE FUNCTION ledger_refuse_closed(day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_periods WHERE month = to_char(day, 'YYYY-MM')) THEN
    RAISE EXCEPTION 'the ledger period % is closed: post to the open period', to_char(day, 'YYYY-MM');
  END IF;
END;
$$;

CREATE FUNCTION ledger_transfer_dated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_refuse_closed(NEW.business_day);
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_transfers_open_period BEFORE INSERT ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfer_dated();

-- Posting a line: its transfer's month must be open; the account's balance moves (the row lock
-- orders postings to one account), a person's tokens never below zero, balance_after recorded.
CREATE FUNCTION ledger_line_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day date;
  account_kind text;
  new_balance numeric(14, 2);
BEGIN
  SELECT business_day INTO day FROM ledger_transfers WHERE id = NEW.transfer_id;
  IF day IS NOT NULL THEN
    PERFORM ledger_refuse_closed(day);
  END IF;
  UPDATE ledger_accounts SET balance = balance + NEW.amount, version = version + 1
    WHERE id = NEW.account_id
    RETURNING kind, balance INTO account_kind, new_balance;
  IF account_kind = 'tokens' AND new_balance < 0 THEN
    RAISE EXCEPTION 'token account % would go below zero (%)', NEW.account_id, new_balance;
  END IF;
  NEW.balance_after := coalesce(new_balance, 0);
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_lines_post BEFORE INSERT ON ledger_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_line_post();

-- At commit: the transfer of every line posted sums to zero in each unit, and a transfer has
-- lines (one that moves nothing is not a transfer).
CREATE FUNCTION ledger_transfer_balanced(the_transfer integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  SELECT unit, sum(amount) AS total INTO off FROM ledger_lines WHERE transfer_id = the_transfer
    GROUP BY unit HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transfer % does not balance: its % lines sum to %', the_transfer,
      off.unit, off.total;
  END IF;
END;
$$;

CREATE FUNCTION ledger_lines_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_transfer_balanced(NEW.transfer_id);
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_lines_balanced();

CREATE FUNCTION ledger_transfer_has_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_lines WHERE transfer_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger transfer % has no lines', NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_transfers_have_lines AFTER INSERT ON ledger_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_has_lines();
