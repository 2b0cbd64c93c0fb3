-- The commission waterfall (docs/finance.md "The commission waterfall"): a closing posts the whole
-- gross commission, so the ledger needs two kinds of account it did not have.
--   receivable: the office's own, what someone owes the office (the gross commission due from
--               title/escrow until their payment is matched); debit-normal like cash, reads
--               negative; never a person's.
--   referral:   a payee, what the office owes another brokerage for a referral (named after the
--               brokerage, or a generic name); credit-normal like every payee.
-- The kind list is rebuilt from the constraint itself plus these two, so a kind another slice added
-- meanwhile is kept; the payee and office rules are restated with the new kinds in them.
DO $$
DECLARE
  c record;
  kinds text[];
BEGIN
  FOR c IN
    SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE conrelid = 'ledger_accounts'::regclass AND contype = 'c'
       AND (pg_get_constraintdef(oid) LIKE '%''vendor''%' OR pg_get_constraintdef(oid) LIKE '%''cash''%')
  LOOP
    IF c.def LIKE '%''vendor''%' AND c.def LIKE '%''cash''%' THEN
      SELECT array_agg(DISTINCT m[1]) INTO kinds
        FROM regexp_matches(c.def, '''([a-z-]+)''', 'g') AS m;
    END IF;
    EXECUTE format('ALTER TABLE ledger_accounts DROP CONSTRAINT %I', c.conname);
  END LOOP;
  kinds := ARRAY(SELECT DISTINCT k FROM unnest(coalesce(kinds, ARRAY[]::text[])
    || ARRAY['agent', 'lecturer', 'coach', 'vendor', 'tokens', 'cash', 'income', 'expense',
             'receivable', 'referral']) AS k ORDER BY k);
  EXECUTE format('ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind = ANY (%L::text[]))', kinds);
END;
$$;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_payee_check
  CHECK (kind NOT IN ('agent', 'lecturer', 'coach', 'vendor', 'referral')
    OR (unit = 'USD' AND (user_id IS NULL) <> (name IS NULL)));
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_office_check
  CHECK (kind NOT IN ('cash', 'income', 'expense', 'receivable') OR user_id IS NULL);
