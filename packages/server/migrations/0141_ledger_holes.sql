-- Three holes in the ledger's own rules, closed where the other rules live (0090):
--   * an account opens empty: its balance and version move only by posting lines, so an insert
--     that names another balance would make Σ lines and the balance disagree from the start;
--   * the append-only tables are never emptied: their UPDATE and DELETE triggers do not fire on
--     TRUNCATE, which would take a whole history at once;
--   * a reversal is the exact negation of the transfer it names: the same accounts, each amount
--     of opposite sign, nothing more (checked at commit, once its lines are in).
-- A restore (pg_restore, the test suites' reset) runs with session_replication_role = replica,
-- under which these triggers do not fire, as the others.

CREATE FUNCTION ledger_account_opens_empty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance <> 0 OR NEW.version <> 0 THEN
    RAISE EXCEPTION 'a ledger account opens with a zero balance: post lines to it instead';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_accounts_open_empty BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_opens_empty();

CREATE FUNCTION history_never_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: it is never emptied', TG_TABLE_NAME;
END;
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ledger_accounts', 'ledger_transfers', 'ledger_lines', 'ledger_periods',
    'ledger_source_kinds', 'token_grants', 'order_events', 'lecturer_shares', 'commission_plans',
    'case_commissions', 'pay_statement_events', 'listing_status_history', 'doc_rules',
    'doc_rule_items', 'system_config_changes', 'production_periods', 'production_credits',
    'award_programmes', 'award_winners']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT '
      'EXECUTE FUNCTION history_never_emptied()', t || '_never_emptied', t);
  END LOOP;
END;
$$;

CREATE FUNCTION ledger_reversal_negates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.reverses IS NULL THEN
    RETURN NULL;
  END IF;
  IF EXISTS (
    (SELECT account_id, unit, -amount FROM ledger_lines WHERE transfer_id = NEW.reverses
      EXCEPT SELECT account_id, unit, amount FROM ledger_lines WHERE transfer_id = NEW.id)
    UNION ALL
    (SELECT account_id, unit, amount FROM ledger_lines WHERE transfer_id = NEW.id
      EXCEPT SELECT account_id, unit, -amount FROM ledger_lines WHERE transfer_id = NEW.reverses)
  ) THEN
    RAISE EXCEPTION 'ledger transfer % does not reverse transfer % exactly: each line must be its opposite',
      NEW.id, NEW.reverses;
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_reversal_negates AFTER INSERT ON ledger_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_reversal_negates();
