-- Closing a month and the nightly reconciliation (docs/finance.md "Closing a month",
-- "Reconciliation").
--
-- A posting dated in a closed month was refused with the generic P0001 of RAISE, which the server
-- cannot tell from a bug and answered as a 500. It now carries a code of its own (BQ001), which the
-- envelope maps to a 409 naming the month; the message is unchanged.
CREATE OR REPLACE FUNCTION ledger_refuse_closed(day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_periods WHERE month = to_char(day, 'YYYY-MM')) THEN
    RAISE EXCEPTION 'the ledger period % is closed: post to the open period', to_char(day, 'YYYY-MM')
      USING ERRCODE = 'BQ001';
  END IF;
END;
$$;

-- The nightly reconciliation's alerts to finance: one row per business day and set of differences
-- (a hash of them), so the same differences are mailed at most once a day however often it runs.
CREATE TABLE ledger_alerts (
  id serial PRIMARY KEY,
  day date NOT NULL,
  fingerprint text NOT NULL,
  differences integer NOT NULL CHECK (differences > 0),
  -- How many people of finance were told.
  told integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (day, fingerprint)
);
