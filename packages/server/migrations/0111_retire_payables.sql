-- Finance owns what it owes (issue 26): an approved vendor or coach-cost application is the
-- ledger's transfer `application:<id>` (the office's expense credited to the payee), which
-- recordPayable has posted beside the old `payables` row since migration 0090. Payables recorded
-- before the ledger existed are posted here the same way (dated today: their months may be
-- closed), and then the table goes: the ledger is the one record of what is owed.
DO $$
DECLARE
  p record;
  v_kind text;
  v_user integer;
  v_name text;
  payee_id integer;
  expense_id integer;
  transfer_id integer;
BEGIN
  FOR p IN
    SELECT pa.id, pa.application_id, pa.amount, pa.payee, pa.description, a.type,
      nullif(btrim(a.payload->>'vendorName'), '') AS vendor,
      (SELECT ag.user_id FROM agents ag
        WHERE coalesce(a.payload->>'coachAgentId', '') ~ '^[0-9]{1,9}$'
          AND ag.id = (a.payload->>'coachAgentId')::integer) AS coach_user
    FROM payables pa JOIN applications a ON a.id = pa.application_id
    WHERE pa.amount > 0
      AND NOT EXISTS (SELECT 1 FROM ledger_transfers t
        WHERE t.event_key = 'application:' || pa.application_id)
    ORDER BY pa.id
  LOOP
    IF p.type = 'vendor' THEN
      v_kind := 'vendor'; v_user := NULL; v_name := coalesce(p.vendor, btrim(p.payee));
    ELSE
      v_kind := 'coach'; v_user := p.coach_user;
      v_name := CASE WHEN p.coach_user IS NULL THEN btrim(p.payee) END;
    END IF;
    INSERT INTO ledger_accounts (kind, user_id, name, unit, created_at)
      VALUES (v_kind, v_user, v_name, 'USD', now()) ON CONFLICT DO NOTHING;
    SELECT id INTO payee_id FROM ledger_accounts
      WHERE kind = v_kind AND unit = 'USD' AND coalesce(user_id, 0) = coalesce(v_user, 0)
        AND lower(coalesce(name, '')) = lower(coalesce(v_name, ''));
    INSERT INTO ledger_accounts (kind, unit, created_at)
      VALUES ('expense', 'USD', now()) ON CONFLICT DO NOTHING;
    SELECT id INTO expense_id FROM ledger_accounts
      WHERE kind = 'expense' AND unit = 'USD' AND user_id IS NULL AND name IS NULL;
    INSERT INTO ledger_transfers (event_key, source_kind, source_id, memo, created_at, business_day)
      VALUES ('application:' || p.application_id, 'application', p.application_id,
        p.payee || ': ' || p.description, now(), (now() AT TIME ZONE 'America/Los_Angeles')::date)
      RETURNING id INTO transfer_id;
    INSERT INTO ledger_lines (transfer_id, account_id, unit, amount) VALUES
      (transfer_id, payee_id, 'USD', p.amount),
      (transfer_id, expense_id, 'USD', -p.amount);
  END LOOP;
END $$;

DROP TABLE payables;
