-- What a lecturer earns from a paid course seat, and what a refund of that seat takes back
-- (issue 25 item 5; the finance issue turns these into its ledger's lecturer payables). Rows are
-- never changed or removed; a refund writes a clawback row, and the database refuses clawbacks
-- that would take back more than the line earned that lecturer.

CREATE TABLE lecturer_shares (
  id serial PRIMARY KEY,
  order_line_id integer NOT NULL REFERENCES order_lines(id),
  lecturer_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('earned', 'clawback')),
  -- The lecturers' share of the seat's paid amount when it was paid; a clawback repeats it.
  percent integer NOT NULL CHECK (percent BETWEEN 0 AND 100),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  refund_request_id integer REFERENCES refund_requests(id),
  created_at timestamptz NOT NULL,
  CHECK ((kind = 'clawback') = (refund_request_id IS NOT NULL))
);
CREATE UNIQUE INDEX lecturer_shares_earned ON lecturer_shares (order_line_id, lecturer_id)
  WHERE kind = 'earned';
CREATE INDEX lecturer_shares_lecturer ON lecturer_shares (lecturer_id, created_at);

CREATE FUNCTION lecturer_shares_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lecturer_shares is append-only';
END;
$$;
CREATE TRIGGER lecturer_shares_no_change BEFORE UPDATE OR DELETE ON lecturer_shares
  FOR EACH ROW EXECUTE FUNCTION lecturer_shares_append_only();

CREATE FUNCTION lecturer_shares_within_earned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'clawback' AND NEW.amount + COALESCE((
      SELECT sum(amount) FROM lecturer_shares
      WHERE order_line_id = NEW.order_line_id AND lecturer_id = NEW.lecturer_id
        AND kind = 'clawback'), 0) > COALESCE((
      SELECT amount FROM lecturer_shares
      WHERE order_line_id = NEW.order_line_id AND lecturer_id = NEW.lecturer_id
        AND kind = 'earned'), 0) THEN
    RAISE EXCEPTION 'a clawback cannot exceed what the lecturer earned on the line';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER lecturer_shares_clawback_limit BEFORE INSERT ON lecturer_shares
  FOR EACH ROW EXECUTE FUNCTION lecturer_shares_within_earned();
