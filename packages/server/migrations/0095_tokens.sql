-- Tokens (issue 26, docs/finance.md "Tokens"): finance grants a person tokens with a reason and an
-- expiry date; they are spent in the marketplace and expire unspent. The balance is the ledger's
-- (a `tokens` account, never below zero: migration 0090); a grant row says why and until when.

-- The kinds of source a ledger transfer may name, as rows instead of a CHECK list: each slice of
-- the finance issue adds its kinds with an INSERT, so two slices never rewrite one constraint
-- (and drop each other's kinds). The CHECK's kinds are read from the constraint itself, whatever
-- an earlier migration made it.
CREATE TABLE ledger_source_kinds (
  kind text PRIMARY KEY CHECK (kind ~ '^[a-z][a-z-]*$')
);
DO $$
DECLARE
  check_name text;
  check_def text;
BEGIN
  SELECT conname, pg_get_constraintdef(oid) INTO check_name, check_def
    FROM pg_constraint
   WHERE conrelid = 'ledger_transfers'::regclass AND contype = 'c'
     AND pg_get_constraintdef(oid) LIKE '%source_kind%';
  IF check_name IS NOT NULL THEN
    INSERT INTO ledger_source_kinds (kind)
      SELECT DISTINCT m[1] FROM regexp_matches(check_def, '''([a-z-]+)''', 'g') AS m
      ON CONFLICT DO NOTHING;
    EXECUTE format('ALTER TABLE ledger_transfers DROP CONSTRAINT %I', check_name);
  END IF;
END;
$$;
INSERT INTO ledger_source_kinds (kind) VALUES
  ('case'), ('application'), ('order-line'), ('refund'), ('payout'), ('correction'),
  -- a token grant (source: the grant), a marketplace order paid with tokens (the order), unspent
  -- tokens expiring (the token account)
  ('token-grant'), ('order'), ('token-expiry')
  ON CONFLICT DO NOTHING;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_source_kind_fkey
  FOREIGN KEY (source_kind) REFERENCES ledger_source_kinds (kind);
CREATE TRIGGER ledger_source_kinds_no_change BEFORE UPDATE OR DELETE ON ledger_source_kinds
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

CREATE TABLE token_grants (
  id serial PRIMARY KEY,
  -- Whose tokens (their `tokens` account) and how many: whole tokens, above zero.
  user_id integer NOT NULL REFERENCES users(id),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0 AND amount = trunc(amount)),
  reason text NOT NULL CHECK (reason <> ''),
  -- The last business day (California) the tokens may be spent; unspent ones expire after it.
  expires_on date NOT NULL,
  -- The granter's idempotency key: the same grant sent twice is one grant.
  request_key text NOT NULL UNIQUE CHECK (request_key <> ''),
  granted_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  -- The grant's business day: it cannot expire before it is made.
  granted_on date NOT NULL,
  CHECK (expires_on >= granted_on)
);
CREATE INDEX token_grants_user ON token_grants (user_id, expires_on);
-- A grant is a fact (its transfer is posted with it): corrected by a reversal, never edited.
CREATE TRIGGER token_grants_no_change BEFORE UPDATE OR DELETE ON token_grants
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
